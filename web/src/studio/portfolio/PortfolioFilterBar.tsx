import { BrandFilterSelect } from '../kit/BrandFilterSelect';
import { SearchFilterBar } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { PortfolioBrandChoices } from './PortfolioBrandChoices';
import type { PortfolioFilters } from './portfolioFilters';

interface PortfolioFilterBarProps {
  filters: PortfolioFilters;
  onChange: (changes: Partial<PortfolioFilters>, options?: UpdateUrlFiltersOptions) => void;
}

/** The search box and the brand filter (brands in a tailoring category), both kept in the URL. */
export function PortfolioFilterBar({ filters, onChange }: PortfolioFilterBarProps) {
  return (
    <SearchFilterBar label="Filter portfolio" searchId="portfolio-search" filters={filters} onChange={onChange}>
      <PortfolioBrandChoices
        render={(choices) => (
          <BrandFilterSelect id="portfolio-brand" choices={choices} filters={filters} onChange={onChange} />
        )}
      />
    </SearchFilterBar>
  );
}
