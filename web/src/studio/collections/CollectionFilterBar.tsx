import { BrandFilterSelect } from '../kit/BrandFilterSelect';
import { SearchFilterBar } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { CollectionBrandChoices } from './CollectionBrandChoices';
import type { CollectionFilters } from './collectionFilters';

interface CollectionFilterBarProps {
  filters: CollectionFilters;
  onChange: (changes: Partial<CollectionFilters>, options?: UpdateUrlFiltersOptions) => void;
}

/** The search box and the brand filter (the viewer's brands), both kept in the URL. */
export function CollectionFilterBar({ filters, onChange }: CollectionFilterBarProps) {
  return (
    <SearchFilterBar label="Filter collections" searchId="collections-search" filters={filters} onChange={onChange}>
      <CollectionBrandChoices
        render={(choices) => (
          <BrandFilterSelect id="collections-brand" choices={choices} filters={filters} onChange={onChange} />
        )}
      />
    </SearchFilterBar>
  );
}
