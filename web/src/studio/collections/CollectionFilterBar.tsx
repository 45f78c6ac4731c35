import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchField } from '../../components/filters/SearchField';
import { FilterBar, FilterBarSearch } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { CollectionBrandChoices, type BrandChoicesState } from './CollectionBrandChoices';
import type { CollectionFilters } from './collectionFilters';

interface CollectionFilterBarProps {
  filters: CollectionFilters;
  onChange: (changes: Partial<CollectionFilters>, options?: UpdateUrlFiltersOptions) => void;
}

function brandOptions(choices: BrandChoicesState, selected: string) {
  const brands = choices.status === 'ready' ? choices.brands : [];
  const options = brands.map((brand) => ({ value: brand.id, label: brand.name }));
  // A brand in the URL that is not (yet) among the choices stays selectable, so the select shows the filter.
  if (selected && !options.some((option) => option.value === selected))
    options.unshift({ value: selected, label: choices.status === 'loading' ? 'Loading brands…' : 'Another brand' });
  return options;
}

/** The search box and the brand filter (the viewer's brands), both kept in the URL. */
export function CollectionFilterBar({ filters, onChange }: CollectionFilterBarProps) {
  return (
    <FilterBar role="search" aria-label="Filter collections">
      <FilterBarSearch>
        <SearchField
          id="collections-search"
          label="Search"
          placeholder="Title, description or brand"
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
      </FilterBarSearch>
      <CollectionBrandChoices
        render={(choices) => (
          <FilterSelect
            id="collections-brand"
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
