import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

/** Which brands the verified filter keeps: all of them, the verified ones or the others. */
export const VERIFIED_CHOICES = ['verified', 'unverified'] as const;
export type VerifiedChoice = (typeof VERIFIED_CHOICES)[number];

export const VERIFIED_LABELS: Record<VerifiedChoice, string> = {
  verified: 'Verified',
  unverified: 'Not verified',
};

/** The brand list's filters as they live in the URL: ?search=&verified=verified|unverified (empty values left out). */
export interface BrandFilters {
  /** Name, description, category or location. */
  search: string;
  verified: VerifiedChoice | '';
}

export const DEFAULT_BRAND_FILTERS: BrandFilters = { search: '', verified: '' };

const PARAM_NAMES: readonly (keyof BrandFilters)[] = ['search', 'verified'];

/** The API's BrandFilter: only what is set. */
export interface BrandFilterInput {
  search?: string;
  verified?: boolean;
}

const isVerifiedChoice = (value: string | null): value is VerifiedChoice =>
  (VERIFIED_CHOICES as readonly (string | null)[]).includes(value);

/** Reads the filters from the URL; a verified value outside the choices means every brand. */
export function brandFiltersFromParams(params: URLSearchParams): BrandFilters {
  const verified = params.get('verified');
  return {
    search: params.get('search')?.trim() ?? '',
    verified: isVerifiedChoice(verified) ? verified : '',
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withBrandFilters(params: URLSearchParams, changes: Partial<BrandFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

/** The URL parameters without the brand filters. */
export function withoutBrandFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasBrandFilters(filters: BrandFilters): boolean {
  return filters.search !== '' || filters.verified !== '';
}

/** The API's BrandFilter with empty values left out; null when nothing narrows the list. */
export function toBrandFilterInput(filters: BrandFilters): BrandFilterInput | null {
  const input: BrandFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.verified) input.verified = filters.verified === 'verified';
  return Object.keys(input).length ? input : null;
}

/** For useUrlFilters. */
export const BRAND_FILTERS_IN_URL: UrlFilterCodec<BrandFilters> = {
  read: brandFiltersFromParams,
  write: withBrandFilters,
  clear: withoutBrandFilters,
};
