import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchField } from '../../components/filters/SearchField';
import { FilterBar, FilterBarSearch } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { PortfolioBrandChoices, type PortfolioBrandsState } from './PortfolioBrandChoices';
import type { PortfolioFilters } from './portfolioFilters';

interface PortfolioFilterBarProps {
  filters: PortfolioFilters;
  onChange: (changes: Partial<PortfolioFilters>, options?: UpdateUrlFiltersOptions) => void;
}

function brandOptions(choices: PortfolioBrandsState, selected: string) {
  const brands = choices.status === 'ready' ? choices.brands : [];
  const options = brands.map((brand) => ({ value: brand.id, label: brand.name }));
  if (selected && !options.some((option) => option.value === selected))
    options.unshift({ value: selected, label: choices.status === 'loading' ? 'Loading brands…' : 'Another brand' });
  return options;
}

/** The search box and the brand filter (brands in a tailoring category), both kept in the URL. */
export function PortfolioFilterBar({ filters, onChange }: PortfolioFilterBarProps) {
  return (
    <FilterBar role="search" aria-label="Filter portfolio">
      <FilterBarSearch>
        <SearchField
          id="portfolio-search"
          label="Search"
          placeholder="Title, description or brand"
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
      </FilterBarSearch>
      <PortfolioBrandChoices
        render={(choices) => (
          <FilterSelect
            id="portfolio-brand"
            label="Brand"
            allLabel="All brands"
            value={filters.brand}
            options={brandOptions(choices, filters.brand)}
            onChange={(brand) => onChange({ brand })}
          />
        )}
      />
    </FilterBar>
  );
}
