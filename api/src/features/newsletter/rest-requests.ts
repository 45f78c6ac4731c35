import type { Request } from 'express';
import { objectOf, queryText, textOf } from '../../rest/body.js';
import { NEWSLETTER_MESSAGES } from './messages.js';
import { NEWSLETTER_SOURCES, SEARCH_MAX_LENGTH, SUBSCRIBERS_PAGE_SIZE, SUBSCRIPTION_STATUSES } from './rules.js';

export type FieldErrors = Record<string, string>;

/** The API caps a page at this many rows (the connection's maximum). */
export const MAX_LIMIT = 100;

export interface ListRequest {
  offset: number;
  limit: number;
  filter: { search: string | null; status: string | null; source: string | null };
}

function wholeNumber(req: Request, name: string, fallback: number, max: number): number | null {
  const raw = queryText(req, name);
  if (!raw) return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/** One of a vocabulary, or null for empty and 'all'; undefined when it is something else. */
function vocabulary(value: string, values: readonly string[]): string | null | undefined {
  if (!value || value === 'all') return null;
  return values.includes(value) ? value : undefined;
}

/** GET /api/studio/newsletter/subscribers?page&limit&search&status&source, checked. */
export function listRequest(req: Request): { request: ListRequest; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const page = wholeNumber(req, 'page', 1, Number.MAX_SAFE_INTEGER);
  if (page === null) errors.page = NEWSLETTER_MESSAGES.pageInvalid;
  const limit = wholeNumber(req, 'limit', SUBSCRIBERS_PAGE_SIZE, MAX_LIMIT);
  if (limit === null) errors.limit = NEWSLETTER_MESSAGES.limitInvalid;
  const search = queryText(req, 'search');
  if (search.length > SEARCH_MAX_LENGTH) errors.search = NEWSLETTER_MESSAGES.searchTooLong;
  const status = vocabulary(queryText(req, 'status'), SUBSCRIPTION_STATUSES);
  if (status === undefined) errors.status = NEWSLETTER_MESSAGES.statusUnknown;
  const source = vocabulary(queryText(req, 'source'), NEWSLETTER_SOURCES);
  if (source === undefined) errors.source = NEWSLETTER_MESSAGES.sourceUnknown;
  return {
    request: {
      offset: ((page ?? 1) - 1) * (limit ?? SUBSCRIBERS_PAGE_SIZE),
      limit: limit ?? SUBSCRIBERS_PAGE_SIZE,
      filter: { search: search || null, status: status ?? null, source: source ?? null },
    },
    errors,
  };
}

/** PATCH body { subscription_status }: one of the statuses (the transition itself is the schema's to judge). */
export function statusRequest(req: Request): { status: string | null; errors: FieldErrors } {
  const value = textOf(objectOf(req.body).subscription_status)?.trim() ?? '';
  if (!value) return { status: null, errors: { subscription_status: NEWSLETTER_MESSAGES.statusRequired } };
  if (!(SUBSCRIPTION_STATUSES as readonly string[]).includes(value))
    return { status: null, errors: { subscription_status: NEWSLETTER_MESSAGES.statusUnknown } };
  return { status: value, errors: {} };
}
