import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

/** The spotlight list's filter as it lives in the URL: ?search= (title, subtitle or brand name). */
export interface SpotlightFilters {
  search: string;
}

const PARAM_NAMES: readonly (keyof SpotlightFilters)[] = ['search'];

export const spotlightFiltersFromParams = (params: URLSearchParams): SpotlightFilters => ({
  search: params.get('search')?.trim() ?? '',
});

export const hasSpotlightFilters = (filters: SpotlightFilters) => filters.search !== '';

/** The list query's search argument: null when nothing narrows the list. */
export const searchArgument = (filters: SpotlightFilters): string | null => filters.search || null;

/** For useUrlFilters. */
export const SPOTLIGHT_FILTERS_IN_URL: UrlFilterCodec<SpotlightFilters> = {
  read: spotlightFiltersFromParams,
  write: (params, changes) => withTextParams(params, PARAM_NAMES, changes),
  clear: (params) => withoutParams(params, PARAM_NAMES),
};
