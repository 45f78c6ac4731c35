import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchFilterBar } from '../kit/FilterBar';
import {
  LEAD_PRIORITIES,
  LEAD_SORT_KEYS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  PRIORITY_LABELS,
  SORT_KEY_LABELS,
  SOURCE_LABELS,
  STATUS_LABELS,
} from '../kit/leadVocabulary';
import { SortDirectionToggle } from '../kit/SortDirectionToggle';
import { optionsOf } from '../kit/vocabulary';
import type { LeadFilters } from './leadFilters';
import type { UpdateLeadFiltersOptions } from './useLeadFilters';

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
    <SearchFilterBar
      label="Filter leads"
      searchId="leads-search"
      searchPlaceholder="Name, email or notes"
      filters={filters}
      onChange={onChange}
    >
      <FilterSelect
        id="leads-status"
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        id="leads-source"
        label="Source"
        allLabel="All sources"
        value={filters.source}
        options={SOURCE_OPTIONS}
        onChange={(source) => onChange({ source })}
      />
      <FilterSelect
        id="leads-priority"
        label="Priority"
        allLabel="All priorities"
        value={filters.priority}
        options={PRIORITY_OPTIONS}
        onChange={(priority) => onChange({ priority })}
      />
      <FilterSelect
        id="leads-sort"
        label="Sort by"
        value={filters.sort}
        options={SORT_OPTIONS}
        onChange={(sort) => onChange({ sort: sort || 'created_at' })}
      />
      <SortDirectionToggle order={filters.order} onChange={(order) => onChange({ order })} />
    </SearchFilterBar>
  );
}
