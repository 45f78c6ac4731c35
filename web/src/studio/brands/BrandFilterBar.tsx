import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchField } from '../../components/filters/SearchField';
import { FilterBar, FilterBarSearch } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { optionsOf } from '../kit/vocabulary';
import { VERIFIED_CHOICES, VERIFIED_LABELS, type BrandFilters } from './brandFilters';

const VERIFIED_OPTIONS = optionsOf(VERIFIED_CHOICES, VERIFIED_LABELS);

interface BrandFilterBarProps {
  filters: BrandFilters;
  onChange: (changes: Partial<BrandFilters>, options?: UpdateUrlFiltersOptions) => void;
}

/** Search over name, description, category and location, and whether brands are verified. */
export function BrandFilterBar({ filters, onChange }: BrandFilterBarProps) {
  return (
    <FilterBar role="search" aria-label="Filter brands">
      <FilterBarSearch>
        <SearchField
          id="brands-search"
          label="Search"
          placeholder="Name, category or city"
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
      </FilterBarSearch>
      <FilterSelect
        id="brands-verified"
        label="Verification"
        allLabel="All brands"
        value={filters.verified}
        options={VERIFIED_OPTIONS}
        onChange={(verified) => onChange({ verified })}
      />
    </FilterBar>
  );
}
