import styled from 'styled-components';
import { SearchField } from '../../components/filters/SearchField';
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

  /* As many columns as fit beside the studio sidebar; the controls wrap rather than overflow. */
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); }
`;

const SearchCell = styled.div`
  ${({ theme }) => theme.media.md} { grid-column: span 2; }
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
