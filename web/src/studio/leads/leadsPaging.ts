/**
 * The leads screen reads this many leads per page (spec: page size 100). It is also the API's cap
 * on `first`, so a refresh reloads the first page: leads loaded with 'Load more' fold away until
 * asked for again.
 */
export const LEADS_PAGE_SIZE = 100;

/** The list and the figures reload by themselves this often (spec: 30 seconds). */
export const LEADS_REFRESH_MS = 30_000;
