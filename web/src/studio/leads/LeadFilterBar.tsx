import styled from 'styled-components';
import { SearchField } from '../../pages/directory/SearchField';
import type { LeadFilters } from './leadFilters';
import { LeadSelectField } from './LeadSelectField';
import {
  LEAD_PRIORITIES,
  LEAD_SORT_KEYS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  optionsOf,
  PRIORITY_LABELS,
  SORT_KEY_LABELS,
  SOURCE_LABELS,
  STATUS_LABELS,
} from './leadVocabulary';
import { SortDirectionToggle } from './SortDirectionToggle';
import type { UpdateLeadFiltersOptions } from './useLeadFilters';

const Bar = styled.div`
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

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: minmax(12rem, 2fr) repeat(3, minmax(8.5rem, 1fr)) minmax(10.5rem, 1fr) auto; }
`;

const SearchCell = styled.div`
  ${({ theme }) => theme.media.md} { grid-column: 1 / -1; }
  ${({ theme }) => theme.media.xl} { grid-column: auto; }
`;

const STATUS_OPTIONS = optionsOf(LEAD_STATUSES, STATUS_LABELS);
const SOURCE_OPTIONS = optionsOf(LEAD_SOURCES, SOURCE_LABELS);
const PRIORITY_OPTIONS = optionsOf(LEAD_PRIORITIES, PRIORITY_LABELS);
const SORT_OPTIONS = optionsOf(LEAD_SORT_KEYS, SORT_KEY_LABELS);

interface LeadFilterBarProps {
  filters: LeadFilters;
  onChange: (changes: Partial<LeadFilters>, options?: UpdateLeadFiltersOptions) => void;
}

/** Search, the three vocabulary filters, the sort key and its direction. */
export function LeadFilterBar({ filters, onChange }: LeadFilterBarProps) {
  return (
    <Bar role="search" aria-label="Filter leads">
      <SearchCell>
        <SearchField id="leads-search" label="Search" placeholder="Name, email or notes" value={filters.search} onCommit={(search) => onChange({ search }, { replace: true })} />
      </SearchCell>
      <LeadSelectField id="leads-status" label="Status" allLabel="All statuses" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ status })} />
      <LeadSelectField id="leads-source" label="Source" allLabel="All sources" value={filters.source} options={SOURCE_OPTIONS} onChange={(source) => onChange({ source })} />
      <LeadSelectField id="leads-priority" label="Priority" allLabel="All priorities" value={filters.priority} options={PRIORITY_OPTIONS} onChange={(priority) => onChange({ priority })} />
      <LeadSelectField id="leads-sort" label="Sort by" value={filters.sort} options={SORT_OPTIONS} onChange={(sort) => onChange({ sort: sort || 'created_at' })} />
      <SortDirectionToggle order={filters.order} onChange={(order) => onChange({ order })} />
    </Bar>
  );
}
