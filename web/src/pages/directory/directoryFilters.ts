import type { BrandFilter } from '../../__generated__/DirectoryPageQuery.graphql';

/** The directory's filters, as they live in the URL (?search=&category=&location=&occasion=). */
export interface DirectoryFilters {
  search: string;
  category: string;
  location: string;
  occasion: string;
}

export type FilterName = keyof DirectoryFilters;

const FILTER_NAMES: readonly FilterName[] = ['search', 'category', 'location', 'occasion'];

export const DIRECTORY_PAGE_SIZE = 24;

export function filtersFromParams(params: URLSearchParams): DirectoryFilters {
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    location: params.get('location') ?? '',
    occasion: params.get('occasion') ?? '',
  };
}

/** Returns the URL parameters with the given filters changed; other parameters are kept. */
export function withFilters(params: URLSearchParams, changes: Partial<DirectoryFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value && value.trim()) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  FILTER_NAMES.forEach((name) => next.delete(name));
  return next;
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name].trim() !== '');
}

/** The API's BrandFilter with empty values left out; null when nothing is filtered. */
export function toBrandFilter(filters: DirectoryFilters): BrandFilter | null {
  const filter: BrandFilter = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name].trim();
    if (value) filter[name] = value;
  }
  return Object.keys(filter).length ? filter : null;
}
