import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { oneOfFilter, searchFilter, textFilter } from '../kit/list/urlFilterKinds';
import {
  LEAD_PRIORITIES,
  LEAD_SORT_KEYS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  PRIORITY_LABELS,
  SORT_DIRECTIONS,
  SORT_KEY_LABELS,
  SOURCE_LABELS,
  STATUS_LABELS,
  type LeadPriorityValue,
  type LeadSourceValue,
  type LeadStatusValue,
  type SortDirection,
} from '../kit/leadVocabulary';
import { optionsOf } from '../kit/vocabulary';

/**
 * The leads screen's filters and order in the URL: ?search=&status=&source=&priority=&sort=&order=&lead=
 * (defaults are left out). `lead` narrows the list to one lead: how other screens (the inbox) link to a lead.
 */
export const leadFilters = defineUrlFilters({
  search: searchFilter({ id: 'leads-search', placeholder: 'Name, email or notes' }),
  status: oneOfFilter({
    param: 'status',
    options: optionsOf(LEAD_STATUSES, STATUS_LABELS),
    id: 'leads-status',
    label: 'Status',
    allLabel: 'All statuses',
  }),
  source: oneOfFilter({
    param: 'source',
    options: optionsOf(LEAD_SOURCES, SOURCE_LABELS),
    id: 'leads-source',
    label: 'Source',
    allLabel: 'All sources',
  }),
  priority: oneOfFilter({
    param: 'priority',
    options: optionsOf(LEAD_PRIORITIES, PRIORITY_LABELS),
    id: 'leads-priority',
    label: 'Priority',
    allLabel: 'All priorities',
  }),
  sort: oneOfFilter({
    param: 'sort',
    options: optionsOf(LEAD_SORT_KEYS, SORT_KEY_LABELS),
    id: 'leads-sort',
    label: 'Sort by',
    initial: 'created_at',
  }),
  /** Shown by the SortDirectionToggle beside the sort. */
  order: oneOfFilter<SortDirection>({
    param: 'order',
    options: SORT_DIRECTIONS.map((value) => ({ value, label: value })),
    initial: 'desc',
  }),
  /** One lead's global id; '' for every lead. */
  lead: textFilter('lead'),
});

export type LeadFilters = FilterValues<typeof leadFilters.filters>;

/** The API's LeadFilter: only what is set. */
export interface LeadFilterInput {
  search?: string;
  status?: LeadStatusValue;
  source?: LeadSourceValue;
  priority?: LeadPriorityValue;
  id?: string;
}

export interface LeadSortInput {
  field: 'CREATED_AT' | 'CUSTOMER_NAME' | 'STATUS' | 'PRIORITY';
  direction: 'ASC' | 'DESC';
}

/** The API's LeadFilter with empty values left out; null when nothing narrows the list. */
export const toLeadFilterInput = (filters: LeadFilters) =>
  filterInput<LeadFilterInput>({
    search: filters.search,
    status: filters.status,
    source: filters.source,
    priority: filters.priority,
    id: filters.lead,
  });

export function toLeadSortInput(filters: LeadFilters): LeadSortInput {
  return {
    field: filters.sort.toUpperCase() as LeadSortInput['field'],
    direction: filters.order === 'asc' ? 'ASC' : 'DESC',
  };
}
