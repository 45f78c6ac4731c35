import { withoutParams } from '../kit/urlParams';
import {
  LEAD_PRIORITIES,
  LEAD_SORT_KEYS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  SORT_DIRECTIONS,
  type LeadPriorityValue,
  type LeadSortKey,
  type LeadSourceValue,
  type LeadStatusValue,
  type SortDirection,
} from '../kit/leadVocabulary';

/**
 * The leads screen's filters and order as they live in the URL:
 * ?search=&status=&source=&priority=&sort=&order=&lead= (defaults are left out). `lead` narrows
 * the list to one lead: how other screens (the inbox) link to a lead.
 */
export interface LeadFilters {
  search: string;
  status: LeadStatusValue | '';
  source: LeadSourceValue | '';
  priority: LeadPriorityValue | '';
  sort: LeadSortKey;
  order: SortDirection;
  /** One lead's global id; '' for every lead. */
  lead: string;
}

export const DEFAULT_LEAD_FILTERS: LeadFilters = {
  search: '',
  status: '',
  source: '',
  priority: '',
  sort: 'created_at',
  order: 'desc',
  lead: '',
};

const PARAM_NAMES: readonly (keyof LeadFilters)[] = ['search', 'status', 'source', 'priority', 'sort', 'order', 'lead'];

/** The filters that narrow the list (the order does not). */
const NARROWING: readonly (keyof LeadFilters)[] = ['search', 'status', 'source', 'priority', 'lead'];

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

function oneOf<T extends string>(values: readonly T[], candidate: string | null): T | undefined {
  return values.find((value) => value === candidate);
}

/** Reads the filters from the URL; values outside the vocabularies fall back to the defaults. */
export function leadFiltersFromParams(params: URLSearchParams): LeadFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    status: oneOf(LEAD_STATUSES, params.get('status')) ?? '',
    source: oneOf(LEAD_SOURCES, params.get('source')) ?? '',
    priority: oneOf(LEAD_PRIORITIES, params.get('priority')) ?? '',
    sort: oneOf(LEAD_SORT_KEYS, params.get('sort')) ?? DEFAULT_LEAD_FILTERS.sort,
    order: oneOf(SORT_DIRECTIONS, params.get('order')) ?? DEFAULT_LEAD_FILTERS.order,
    lead: params.get('lead')?.trim() ?? '',
  };
}

/** The URL parameters with the given filters changed; empty and default values are removed, other parameters kept. */
export function withLeadFilters(params: URLSearchParams, changes: Partial<LeadFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of PARAM_NAMES) {
    if (!(name in changes)) continue;
    const value = changes[name]?.trim() ?? '';
    if (value === '' || value === DEFAULT_LEAD_FILTERS[name]) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The URL parameters without any of the leads filters (the order included). */
export function withoutLeadFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasNarrowingFilters(filters: LeadFilters): boolean {
  return NARROWING.some((name) => filters[name] !== '');
}

/** The API's LeadFilter with empty values left out; null when nothing narrows the list. */
export function toLeadFilterInput(filters: LeadFilters): LeadFilterInput | null {
  const input: LeadFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.status) input.status = filters.status;
  if (filters.source) input.source = filters.source;
  if (filters.priority) input.priority = filters.priority;
  if (filters.lead) input.id = filters.lead;
  return Object.keys(input).length ? input : null;
}

export function toLeadSortInput(filters: LeadFilters): LeadSortInput {
  return {
    field: filters.sort.toUpperCase() as LeadSortInput['field'],
    direction: filters.order === 'asc' ? 'ASC' : 'DESC',
  };
}
