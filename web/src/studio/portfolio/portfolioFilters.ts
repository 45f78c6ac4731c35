import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { brandFilter, searchFilter } from '../kit/list/urlFilterKinds';
import { PortfolioBrandChoices } from './PortfolioBrandChoices';

/** The portfolio list's filters in the URL: ?search=&brand={brand id} (brands in a tailoring category). */
export const portfolioFilters = defineUrlFilters({
  /** Title, description or brand name. */
  search: searchFilter({ id: 'portfolio-search', placeholder: 'Title, description or brand' }),
  brand: brandFilter({ id: 'portfolio-brand', choices: PortfolioBrandChoices }),
});

export type PortfolioFilters = FilterValues<typeof portfolioFilters.filters>;

/** The API's ManagedProductFilter for the portfolio: always the portfolio pieces, then what is set. */
export interface PortfolioFilterInput {
  serviceType: 'portfolio';
  search?: string;
  brandId?: string;
}

export function toPortfolioFilterInput(filters: PortfolioFilters): PortfolioFilterInput {
  const input: PortfolioFilterInput = { serviceType: 'portfolio' };
  if (filters.search) input.search = filters.search;
  if (filters.brand) input.brandId = filters.brand;
  return input;
}
