import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

export const INBOX_KIND_VALUES = ['enquiry', 'custom_order', 'brand_request'] as const;
export type InboxKindValue = (typeof INBOX_KIND_VALUES)[number];

/**
 * The inbox list's filters as they live in the URL: ?search=&kind=&brand={brand id}&show=unread
 * (empty values left out). The open entry is kept beside them as ?entry={entry id}.
 */
export interface InboxFilters {
  /** The sender's name or e-mail, or the subject (an order's product). */
  search: string;
  kind: InboxKindValue | '';
  /** A brand's global id; '' for every brand the viewer manages. */
  brand: string;
  /** 'unread' for the unread entries only. */
  show: 'unread' | '';
}

export const DEFAULT_INBOX_FILTERS: InboxFilters = { search: '', kind: '', brand: '', show: '' };

const PARAM_NAMES: readonly (keyof InboxFilters)[] = ['search', 'kind', 'brand', 'show'];
export const ENTRY_PARAM = 'entry';

/** The API's InboxFilter: only what is set. */
export interface InboxFilterInput {
  search?: string;
  kind?: InboxKindValue;
  brandId?: string;
  unreadOnly?: boolean;
}

const oneOf = <T extends string>(values: readonly T[], candidate: string | null): T | '' =>
  values.find((value) => value === candidate) ?? '';

/** Reads the filters from the URL; values outside the vocabularies are ignored. */
export function inboxFiltersFromParams(params: URLSearchParams): InboxFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    kind: oneOf(INBOX_KIND_VALUES, params.get('kind')),
    brand: params.get('brand')?.trim() ?? '',
    show: params.get('show') === 'unread' ? 'unread' : '',
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withInboxFilters(params: URLSearchParams, changes: Partial<InboxFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

/** The URL parameters without the inbox filters (the open entry stays open). */
export function withoutInboxFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasInboxFilters(filters: InboxFilters): boolean {
  return PARAM_NAMES.some((name) => filters[name] !== '');
}

/** The API's InboxFilter with empty values left out; null when nothing narrows the list. */
export function toInboxFilterInput(filters: InboxFilters): InboxFilterInput | null {
  const input: InboxFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.kind) input.kind = filters.kind;
  if (filters.brand) input.brandId = filters.brand;
  if (filters.show === 'unread') input.unreadOnly = true;
  return Object.keys(input).length ? input : null;
}

/** For useUrlFilters. */
export const INBOX_FILTERS_IN_URL: UrlFilterCodec<InboxFilters> = {
  read: inboxFiltersFromParams,
  write: withInboxFilters,
  clear: withoutInboxFilters,
};

/** The open entry's id, or null. */
export const openEntryOf = (params: URLSearchParams): string | null => params.get(ENTRY_PARAM)?.trim() || null;

/** The URL parameters with an entry opened (or closed, for null); the filters stay. */
export function withOpenEntry(params: URLSearchParams, entryId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (entryId) next.set(ENTRY_PARAM, entryId);
  else next.delete(ENTRY_PARAM);
  return next;
}
