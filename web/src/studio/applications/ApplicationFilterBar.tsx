import styled from 'styled-components';
import { SearchField } from '../../components/filters/SearchField';
import { FilterBar, FilterBarSearch } from '../kit/FilterBar';
import { toCountsSearch, type ApplicationFilters } from './applicationFilters';
import { ApplicationStatusFilter } from './ApplicationStatusFilter';
import type { UpdateApplicationFiltersOptions } from './useApplicationFilters';

interface ApplicationFilterBarProps {
  filters: ApplicationFilters;
  onChange: (changes: Partial<ApplicationFilters>, options?: UpdateApplicationFiltersOptions) => void;
  refreshKey: number;
}

/** The status select, wide enough for 'All statuses (1,204)'. */
const StatusCell = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: span 2;
  }
`;

/** The search box and the status filter with its counts. */
export function ApplicationFilterBar({ filters, onChange, refreshKey }: ApplicationFilterBarProps) {
  return (
    <FilterBar role="search" aria-label="Filter applications">
      <FilterBarSearch>
        <SearchField
          id="applications-search"
          label="Search"
          placeholder="Brand, designer, email or location"
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
      </FilterBarSearch>
      <StatusCell>
        <ApplicationStatusFilter
          search={toCountsSearch(filters)}
          refreshKey={refreshKey}
          value={filters.status}
          onChange={(status) => onChange({ status })}
        />
      </StatusCell>
    </FilterBar>
  );
}
