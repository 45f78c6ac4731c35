import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { brandFilter, oneOfFilter, searchFilter } from '../kit/list/urlFilterKinds';
import { optionsOf } from '../kit/vocabulary';
import { INBOX_KIND_VALUES, KIND_LABELS, type InboxKindValue } from './inboxLabels';

/**
 * The inbox list's filters in the URL: ?search=&kind=&brand={brand id}&show=unread. The open
 * entry is kept beside them as ?entry={entry id}.
 */
export const inboxFilters = defineUrlFilters({
  /** The sender's name or e-mail, or the subject (an order's product). */
  search: searchFilter({ id: 'inbox-search', placeholder: 'Name, email or subject' }),
  kind: oneOfFilter({
    param: 'kind',
    options: optionsOf(INBOX_KIND_VALUES, KIND_LABELS),
    id: 'inbox-kind',
    label: 'Kind',
    allLabel: 'All kinds',
  }),
  brand: brandFilter({ id: 'inbox-brand' }),
  show: oneOfFilter({
    param: 'show',
    options: [{ value: 'unread', label: 'Unread only' }],
    id: 'inbox-show',
    label: 'Show',
    allLabel: 'All entries',
  }),
});

export type InboxFilters = FilterValues<typeof inboxFilters.filters>;

export const ENTRY_PARAM = 'entry';

/** The API's InboxFilter: only what is set. */
export interface InboxFilterInput {
  search?: string;
  kind?: InboxKindValue;
  brandId?: string;
  unreadOnly?: boolean;
}

/** The API's InboxFilter with empty values left out; null when nothing narrows the list. */
export const toInboxFilterInput = (filters: InboxFilters) =>
  filterInput<InboxFilterInput>({
    search: filters.search,
    kind: filters.kind,
    brandId: filters.brand,
    unreadOnly: filters.show === 'unread' || undefined,
  });

/** The open entry's id, or null. */
export const openEntryOf = (params: URLSearchParams): string | null => params.get(ENTRY_PARAM)?.trim() || null;

/** The URL parameters with an entry opened (or closed, for null); the filters stay. */
export function withOpenEntry(params: URLSearchParams, entryId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (entryId) next.set(ENTRY_PARAM, entryId);
  else next.delete(ENTRY_PARAM);
  return next;
}
