import type { InboxEntryKind } from '../../generated/prisma/enums.js';
import { isUuid } from '../../domain/global-id.js';

/** What an inbox entry is: a contact enquiry, or one of the two kinds of order placed from a product page. */
export const INBOX_KINDS = ['enquiry', 'custom_order', 'brand_request'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The table an entry lives in, as inbox_reads names it: enquiries, or orders (both kinds). */
export const readKindOf = (kind: InboxKind): InboxEntryKind => (kind === 'enquiry' ? 'enquiry' : 'order');

/** One entry, across the two tables: which table and which row. */
export interface InboxEntryKey {
  readKind: InboxEntryKind;
  id: string;
}

const READ_KINDS: readonly string[] = ['enquiry', 'order'] satisfies InboxEntryKind[];

/** The raw part of an entry's global id: 'enquiry:{uuid}' or 'order:{uuid}'. */
export const entryKeyText = (key: InboxEntryKey) => `${key.readKind}:${key.id}`;

/** An entry key from its text; null for anything that is not one (so unknown ids match nothing). */
export function parseEntryKey(text: string): InboxEntryKey | null {
  const [readKind, id, ...rest] = text.split(':');
  if (rest.length || !readKind || !id || !READ_KINDS.includes(readKind) || !isUuid(id)) return null;
  return { readKind: readKind as InboxEntryKind, id: id.toLowerCase() };
}

/**
 * The keyset position of an entry in the newest-first list: its time, then its table, then its id.
 * Both tables are ordered by the same three values, so a page boundary falls between two entries
 * whatever mix of enquiries and orders is on either side, and entries received in the same
 * millisecond (or even sharing an id across the two tables) keep one stable order.
 */
export interface InboxPosition extends InboxEntryKey {
  receivedAt: Date;
}

const toBase64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const fromBase64Url = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

/** An opaque cursor for a position: base64url of [ISO time, table, id]. */
export function encodeInboxCursor(position: InboxPosition): string {
  return toBase64Url(JSON.stringify([position.receivedAt.toISOString(), position.readKind, position.id]));
}

/** The position a cursor names; null for anything this API did not hand out. */
export function decodeInboxCursor(cursor: string): InboxPosition | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(value) || value.length !== 3 || value.some((part) => typeof part !== 'string')) return null;
    const [time, readKind, id] = value as [string, string, string];
    const key = parseEntryKey(`${readKind}:${id}`);
    const receivedAt = new Date(time);
    if (!key || Number.isNaN(receivedAt.getTime()) || receivedAt.toISOString() !== time) return null;
    return { ...key, receivedAt };
  } catch {
    return null;
  }
}

/** `%text%` for ILIKE ... ESCAPE '\', with the pattern characters in the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const INBOX_PAGE = { default: 20, max: 100 } as const;
export const INBOX_SEARCH_MAX_LENGTH = 200;

/** How many entries a page asks for: 20 unless told, at most 100, at least 1. */
export function pageSize(first: number | null | undefined): number {
  if (first == null) return INBOX_PAGE.default;
  return Math.min(INBOX_PAGE.max, Math.max(1, Math.trunc(first)));
}

/** The search text as the list uses it: trimmed, capped, none when blank. */
export function searchText(search: string | null | undefined): string | null {
  const text = search?.trim().slice(0, INBOX_SEARCH_MAX_LENGTH);
  return text || null;
}

export interface EntrySummarySource {
  kind: InboxKind;
  subject?: string | null;
  productTitle?: string | null;
  size?: string | null;
  color?: string | null;
  quantity?: number | null;
}

const KIND_NAMES: Record<Exclude<InboxKind, 'enquiry'>, string> = {
  custom_order: 'Custom order',
  brand_request: 'Brand request',
};

/**
 * The one line an entry is listed by: an enquiry's subject; for an order, what was asked for
 * ('Custom order: Adire Wrap Dress · size M · Indigo · ×2'). A product that has since been deleted
 * reads 'a product no longer listed'.
 */
export function entrySummary(entry: EntrySummarySource): string {
  if (entry.kind === 'enquiry') return entry.subject?.trim() || '(no subject)';
  const details = [
    entry.productTitle?.trim() || 'a product no longer listed',
    entry.size?.trim() ? `size ${entry.size.trim()}` : null,
    entry.color?.trim() || null,
    entry.quantity != null && entry.quantity > 1 ? `×${entry.quantity}` : null,
  ].filter(Boolean);
  return `${KIND_NAMES[entry.kind]}: ${details.join(' · ')}`;
}

/** A stored preference ('slightly_fitted') as the order forms name it ('slightly-fitted'). */
export const preferenceValue = (stored: string | null | undefined) => (stored ? stored.replace(/_/g, '-') : null);
