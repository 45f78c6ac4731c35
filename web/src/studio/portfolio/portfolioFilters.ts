import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

/** The portfolio list's filters as they live in the URL: ?search=&brand={brand id}. */
export interface PortfolioFilters {
  /** Title, description or brand name. */
  search: string;
  /** A brand's global id; '' for every brand. */
  brand: string;
}

export const DEFAULT_PORTFOLIO_FILTERS: PortfolioFilters = { search: '', brand: '' };

const PARAM_NAMES: readonly (keyof PortfolioFilters)[] = ['search', 'brand'];

/** The API's ManagedProductFilter for the portfolio: always the portfolio pieces, then what is set. */
export interface PortfolioFilterInput {
  serviceType: 'portfolio';
  search?: string;
  brandId?: string;
}

export function portfolioFiltersFromParams(params: URLSearchParams): PortfolioFilters {
  return { search: params.get('search')?.trim() ?? '', brand: params.get('brand')?.trim() ?? '' };
}

export function withPortfolioFilters(params: URLSearchParams, changes: Partial<PortfolioFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

export function withoutPortfolioFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasPortfolioFilters(filters: PortfolioFilters): boolean {
  return filters.search !== '' || filters.brand !== '';
}

export function toPortfolioFilterInput(filters: PortfolioFilters): PortfolioFilterInput {
  const input: PortfolioFilterInput = { serviceType: 'portfolio' };
  if (filters.search) input.search = filters.search;
  if (filters.brand) input.brandId = filters.brand;
  return input;
}

export const PORTFOLIO_FILTERS_IN_URL: UrlFilterCodec<PortfolioFilters> = {
  read: portfolioFiltersFromParams,
  write: withPortfolioFilters,
  clear: withoutPortfolioFilters,
};
