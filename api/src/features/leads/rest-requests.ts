import type { Request } from 'express';
import { queryText, textOf } from '../../rest/body.js';
import {
  estimatedValueProblem,
  LEAD_PRIORITIES,
  LEAD_SORT_KEYS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TYPES,
  vocabularyValue,
} from './rules.js';

type Body = Record<string, unknown>;
export type FieldErrors = Record<string, string>;
const vocabularyMessage = (label: string, values: readonly string[]) => `${label} must be one of ${values.join(', ')}`;

/** A list filter from the query string; empty and 'all' mean no filter. */
function vocabularyParam<T extends string>(
  req: Request,
  name: string,
  label: string,
  vocabulary: readonly T[],
  errors: FieldErrors,
): T | null {
  const value = queryText(req, name);
  if (!value || value === 'all') return null;
  const known = vocabularyValue(vocabulary, value);
  if (!known) errors[name] = vocabularyMessage(label, vocabulary);
  return known;
}

function wholeNumberParam(req: Request, name: string, min: number, fallback: number, errors: FieldErrors): number {
  const value = queryText(req, name);
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) errors[name] = `${name} must be a whole number of at least ${min}`;
  return number;
}

export const LEADS_PAGE_SIZE = 100;

export interface ListRequest {
  offset: number;
  limit: number;
  variables: { filter: Record<string, string | null>; orderBy: { field: string; direction: string } };
}

/** GET /api/leads?action=list parameters: page/limit (or offset), filters and sort, as GraphQL variables. */
export function listRequest(req: Request): { request: ListRequest; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const page = wholeNumberParam(req, 'page', 1, 1, errors);
  const limit = Math.min(wholeNumberParam(req, 'limit', 1, LEADS_PAGE_SIZE, errors), LEADS_PAGE_SIZE);
  const offset = queryText(req, 'offset') ? wholeNumberParam(req, 'offset', 0, 0, errors) : (page - 1) * limit;
  const sortBy = queryText(req, 'sort_by') || 'created_at';
  if (!vocabularyValue(LEAD_SORT_KEYS, sortBy)) errors.sort_by = vocabularyMessage('sort_by', LEAD_SORT_KEYS);
  const sortOrder = (queryText(req, 'sort_order') || 'desc').toLowerCase();
  if (sortOrder !== 'asc' && sortOrder !== 'desc') errors.sort_order = "sort_order must be 'asc' or 'desc'";
  const filter = {
    search: queryText(req, 'search') || null,
    status: vocabularyParam(req, 'status', 'Status', LEAD_STATUSES, errors),
    source: vocabularyParam(req, 'source', 'Source', LEAD_SOURCES, errors),
    priority: vocabularyParam(req, 'priority', 'Priority', LEAD_PRIORITIES, errors),
    brandId: queryText(req, 'brand_id') || queryText(req, 'brandId') || null,
  };
  return {
    request: {
      offset,
      limit,
      variables: { filter, orderBy: { field: sortBy.toUpperCase(), direction: sortOrder.toUpperCase() } },
    },
    errors,
  };
}

/** Lead fields a client may send but the server decides (or that cannot change): ignored. */
const SERVER_DECIDED = new Set([
  'id',
  'lead_id',
  'brand',
  'brands',
  'created_at',
  'updated_at',
  'contacted_at',
  'qualified_at',
  'converted_at',
  'interactions',
  'is_booking',
  'action',
]);

const TEXT_FIELDS: Record<string, string> = {
  customer_name: 'customerName',
  customer_email: 'customerEmail',
  contact_email: 'customerEmail',
  customer_phone: 'customerPhone',
  contact_phone: 'customerPhone',
  notes: 'notes',
};

const VOCABULARY_FIELDS: Record<string, { input: string; label: string; values: readonly string[] }> = {
  status: { input: 'status', label: 'Status', values: LEAD_STATUSES },
  priority: { input: 'priority', label: 'Priority', values: LEAD_PRIORITIES },
  source: { input: 'source', label: 'Source', values: LEAD_SOURCES },
  lead_type: { input: 'leadType', label: 'Lead type', values: LEAD_TYPES },
};

/**
 * The snake_case lead fields of a PUT or POST body as GraphQL input. Timestamps and other
 * server-decided fields are ignored; `brand_id` is read only when creating; unknown fields are errors.
 */
export function leadInput(fields: Body, creating: boolean): { input: Record<string, unknown>; errors: FieldErrors } {
  const input: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(fields)) {
    if (SERVER_DECIDED.has(key) || (key === 'brand_id' && !creating)) continue;
    if (key === 'brand_id') input.brandId = textOf(value);
    else if (TEXT_FIELDS[key]) input[TEXT_FIELDS[key]] = value == null ? null : (textOf(value) ?? '');
    else if (VOCABULARY_FIELDS[key]) {
      const { input: name, label, values } = VOCABULARY_FIELDS[key];
      if (value == null || value === '') continue;
      if (vocabularyValue(values, value)) input[name] = value;
      else errors[key] = vocabularyMessage(label, values);
    } else if (key === 'estimated_value') {
      const number =
        value == null || value === ''
          ? null
          : typeof value === 'number'
            ? value
            : typeof value === 'string'
              ? Number(value)
              : NaN;
      const problem = estimatedValueProblem(number);
      if (problem) errors[key] = problem;
      else input.estimatedValue = number;
    } else errors[key] = `Unknown lead field: ${key}`;
  }
  if (creating) {
    input.customerName ??= '';
    input.customerEmail ??= '';
  }
  return { input, errors };
}
