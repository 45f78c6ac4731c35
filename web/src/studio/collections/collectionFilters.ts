import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

/** The collection list's filters as they live in the URL: ?search=&brand={brand id} (empty values left out). */
export interface CollectionFilters {
  /** Title, description or brand name. */
  search: string;
  /** A brand's global id; '' for every brand the viewer manages. */
  brand: string;
}

export const DEFAULT_COLLECTION_FILTERS: CollectionFilters = { search: '', brand: '' };

const PARAM_NAMES: readonly (keyof CollectionFilters)[] = ['search', 'brand'];

/** The API's CollectionFilter: only what is set. */
export interface CollectionFilterInput {
  search?: string;
  brandId?: string;
}

export function collectionFiltersFromParams(params: URLSearchParams): CollectionFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    brand: params.get('brand')?.trim() ?? '',
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withCollectionFilters(params: URLSearchParams, changes: Partial<CollectionFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

/** The URL parameters without the collection filters. */
export function withoutCollectionFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasCollectionFilters(filters: CollectionFilters): boolean {
  return filters.search !== '' || filters.brand !== '';
}

/** The API's CollectionFilter with empty values left out; null when nothing narrows the list. */
export function toCollectionFilterInput(filters: CollectionFilters): CollectionFilterInput | null {
  const input: CollectionFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.brand) input.brandId = filters.brand;
  return Object.keys(input).length ? input : null;
}

/** For useUrlFilters. */
export const COLLECTION_FILTERS_IN_URL: UrlFilterCodec<CollectionFilters> = {
  read: collectionFiltersFromParams,
  write: withCollectionFilters,
  clear: withoutCollectionFilters,
};
