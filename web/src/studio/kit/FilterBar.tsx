import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchField } from '../../components/filters/SearchField';

/** A studio list's filter bar: search, selects and sort controls, as many a row as fit beside the sidebar. */
export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  /* As many columns as fit beside the studio sidebar; the controls wrap rather than overflow. */
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  }
`;

/** The search box of a filter bar, two columns wide. */
export const FilterBarSearch = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: span 2;
  }
`;

interface SearchFilterBarProps {
  /** The bar's accessible name ('Filter products'). */
  label: string;
  searchId: string;
  searchPlaceholder?: string;
  /** The committed filters (from the URL). */
  filters: { search: string };
  /** A committed search replaces the history entry rather than adding one per word typed. */
  onChange: (changes: { search: string }, options: { replace: true }) => void;
  /** The bar's other controls: selects, sort. */
  children?: ReactNode;
}

/** A list's filter bar led by its search box (named 'Search'), its other controls after it. */
export function SearchFilterBar({
  label,
  searchId,
  searchPlaceholder = 'Title, description or brand',
  filters,
  onChange,
  children,
}: SearchFilterBarProps) {
  return (
    <FilterBar role="search" aria-label={label}>
      <FilterBarSearch>
        <SearchField
          id={searchId}
          label="Search"
          placeholder={searchPlaceholder}
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
      </FilterBarSearch>
      {children}
    </FilterBar>
  );
}
