import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LayoutToggle, type Layout } from '../../components/LayoutToggle';
import type { DirectoryFilters } from './directoryFilters';
import { categorySelection, locationSelection } from './filterOptions';
import { SearchField } from '../../components/filters/SearchField';
import { FilterSelect } from '../../components/filters/FilterSelect';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(14rem, 2fr) minmax(11rem, 1fr) minmax(11rem, 1fr) auto auto;
  }
`;

const SearchCell = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.lg} {
    display: contents;
  }
`;

interface DirectoryFilterBarProps {
  filters: DirectoryFilters;
  cities: readonly string[];
  layout: Layout;
  searchInputRef?: Ref<HTMLInputElement>;
  onFiltersChange: (changes: Partial<DirectoryFilters>, options?: { replace?: boolean }) => void;
  onLayoutChange: (layout: Layout) => void;
  onShowAll: () => void;
}

export function DirectoryFilterBar({
  filters,
  cities,
  layout,
  searchInputRef,
  onFiltersChange,
  onLayoutChange,
  onShowAll,
}: DirectoryFilterBarProps) {
  const category = categorySelection(filters.category);
  const location = locationSelection(filters.location, cities);

  return (
    <Bar role="search" aria-label="Filter designers">
      <SearchCell>
        <SearchField
          id="directory-search"
          label="Search"
          value={filters.search}
          inputRef={searchInputRef}
          onCommit={(search) => onFiltersChange({ search }, { replace: true })}
        />
      </SearchCell>
      <FilterSelect
        id="directory-category"
        label="Category"
        allLabel="All Categories"
        value={category.value}
        options={category.options}
        onChange={(value) => onFiltersChange({ category: value })}
      />
      <FilterSelect
        id="directory-location"
        label="Location"
        allLabel="All Locations"
        value={location.value}
        options={location.options}
        onChange={(value) => onFiltersChange({ location: value })}
      />
      <Tools>
        <LayoutToggle value={layout} onChange={onLayoutChange} label="Results layout" />
        <Button $variant="ghost" onClick={onShowAll}>
          Show All Designers
        </Button>
      </Tools>
    </Bar>
  );
}
