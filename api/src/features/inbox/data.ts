import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { InboxEntryKind } from '../../generated/prisma/enums.js';
import { databaseId } from '../../domain/global-id.js';
import type { InboxAudience } from './access.js';
import { containsPattern, type InboxEntryKey, type InboxKind, type InboxPosition } from './rules.js';

export interface InboxFilterInput {
  kind?: InboxKind | null;
  brandId?: string | number | null;
  unreadOnly?: boolean | null;
  /** Already trimmed and capped (rules.searchText). */
  search?: string | null;
}

/**
 * Every entry as one row shape, across the two tables: contact enquiries and orders (custom orders
 * and brand requests). An order's "subject" is the title of the product it was placed from.
 * PostgreSQL pushes the outer conditions into both branches of the UNION ALL, where the
 * (brand_id, created_at) indexes of both tables serve them.
 */
const ENTRIES = Prisma.sql`(
  SELECT 'enquiry'::text AS kind, 'enquiry'::text AS read_kind, e.id, e.created_at, e.brand_id,
         e.name AS from_name, e.email AS from_email, e.subject AS subject
    FROM contact_enquiries e
  UNION ALL
  SELECT o.kind::text, 'order'::text, o.id, o.created_at, o.brand_id,
         o.delivery_full_name, o.delivery_email, coalesce(p.title, '')
    FROM orders o LEFT JOIN products p ON p.id = o.product_id
) x`;

const FALSE = Prisma.sql`FALSE`;

function audienceCondition(audience: InboxAudience): Prisma.Sql {
  if (audience.kind === 'everything') return Prisma.sql`TRUE`;
  if (audience.kind === 'none' || audience.brandIds.length === 0) return FALSE;
  return Prisma.sql`x.brand_id IN (${Prisma.join(audience.brandIds.map((id) => Prisma.sql`${id}::uuid`))})`;
}

function filterConditions(filter: InboxFilterInput | null | undefined): Prisma.Sql[] {
  if (!filter) return [];
  const conditions: Prisma.Sql[] = [];
  if (filter.kind) conditions.push(Prisma.sql`x.kind = ${filter.kind}`);
  if (filter.brandId != null && String(filter.brandId).trim()) {
    const brandId = databaseId(String(filter.brandId), 'Brand');
    conditions.push(brandId ? Prisma.sql`x.brand_id = ${brandId}::uuid` : FALSE);
  }
  if (filter.unreadOnly) conditions.push(Prisma.sql`r.user_id IS NULL`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(Prisma.sql`(x.from_name ILIKE ${pattern} OR x.from_email ILIKE ${pattern}
      OR x.subject ILIKE ${pattern})`);
  }
  return conditions;
}

interface Scope {
  viewerId: string;
  audience: InboxAudience;
  filter?: InboxFilterInput | null;
  /** Entries strictly after this position in the newest-first order. */
  after?: InboxPosition | null;
  /** One entry only. */
  key?: InboxEntryKey | null;
}

function scopedEntries({ viewerId, audience, filter, after, key }: Scope): Prisma.Sql {
  const conditions = [audienceCondition(audience), ...filterConditions(filter)];
  if (after)
    conditions.push(
      Prisma.sql`(x.created_at, x.read_kind, x.id) < (${after.receivedAt}::timestamptz, ${after.readKind}::text, ${after.id}::uuid)`,
    );
  if (key) conditions.push(Prisma.sql`x.read_kind = ${key.readKind} AND x.id = ${key.id}::uuid`);
  return Prisma.sql`FROM ${ENTRIES}
    LEFT JOIN inbox_reads r ON r.user_id = ${viewerId}::uuid AND r.entry_kind::text = x.read_kind AND r.entry_id = x.id
    WHERE ${Prisma.join(conditions, ' AND ')}`;
}

export interface InboxListedEntry extends InboxPosition {
  kind: InboxKind;
  readAt: Date | null;
}

interface ListedRow {
  kind: string;
  read_kind: string;
  id: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const toListed = (row: ListedRow): InboxListedEntry => ({
  kind: row.kind as InboxKind,
  readKind: row.read_kind as InboxEntryKind,
  id: row.id,
  receivedAt: new Date(row.created_at),
  readAt: row.read_at == null ? null : new Date(row.read_at),
});

/** One page of entries, newest first, after `scope.after`; `limit + 1` rows are read to know whether more follow. */
export async function listInbox(
  prisma: PrismaClient,
  scope: Scope,
  limit: number,
): Promise<{ entries: InboxListedEntry[]; hasNextPage: boolean }> {
  const rows = await prisma.$queryRaw<ListedRow[]>`SELECT x.kind, x.read_kind, x.id::text AS id, x.created_at, r.read_at
    ${scopedEntries(scope)}
    ORDER BY x.created_at DESC, x.read_kind DESC, x.id DESC
    LIMIT ${limit + 1}`;
  return { entries: rows.slice(0, limit).map(toListed), hasNextPage: rows.length > limit };
}

export async function countInbox(prisma: PrismaClient, scope: Scope): Promise<number> {
  const [row] = await prisma.$queryRaw<{ count: bigint | number }[]>`SELECT count(*) AS count ${scopedEntries(scope)}`;
  return Number(row?.count ?? 0);
}

/** The entry if the viewer may see it; null for an unknown entry and for someone else's alike. */
export async function findVisibleEntry(
  prisma: PrismaClient | Prisma.TransactionClient,
  scope: Omit<Scope, 'filter' | 'after'> & { key: InboxEntryKey },
): Promise<InboxListedEntry | null> {
  const rows = await prisma.$queryRaw<ListedRow[]>`SELECT x.kind, x.read_kind, x.id::text AS id, x.created_at, r.read_at
    ${scopedEntries(scope)}`;
  return rows[0] ? toListed(rows[0]) : null;
}

/** Marks every visible entry matching the filter read for the viewer; returns how many were newly marked. */
export async function markAllRead(
  prisma: PrismaClient,
  scope: Omit<Scope, 'after' | 'key'>,
  now: Date,
): Promise<number> {
  return prisma.$executeRaw`INSERT INTO inbox_reads (user_id, entry_kind, entry_id, read_at)
    SELECT ${scope.viewerId}::uuid, x.read_kind::"InboxEntryKind", x.id, ${now}::timestamptz
    ${scopedEntries({ ...scope, filter: { ...scope.filter, unreadOnly: true } })}
    ON CONFLICT DO NOTHING`;
}

const LEAD_LINK = { select: { id: true, brandId: true, status: true } } as const;
const ENQUIRY_DETAILS = { brand: true, lead: LEAD_LINK } as const;
const ORDER_DETAILS = { brand: true, lead: LEAD_LINK, product: { select: { id: true, title: true } } } as const;

export type InboxEnquiryRow = Prisma.ContactEnquiryGetPayload<{ include: typeof ENQUIRY_DETAILS }>;
export type InboxOrderRow = Prisma.OrderGetPayload<{ include: typeof ORDER_DETAILS }>;

/** A listed entry with the row behind it: exactly one of enquiry and order is set. */
export type InboxEntryData = InboxListedEntry &
  ({ enquiry: InboxEnquiryRow; order: null } | { enquiry: null; order: InboxOrderRow });

/** The full rows behind listed entries (two statements whatever the page size), in the list's order. */
export async function loadEntries(
  prisma: PrismaClient,
  listed: readonly InboxListedEntry[],
): Promise<InboxEntryData[]> {
  const idsOf = (readKind: InboxEntryKind) => listed.filter((e) => e.readKind === readKind).map((e) => e.id);
  const [enquiries, orders] = await Promise.all([
    prisma.contactEnquiry.findMany({ where: { id: { in: idsOf('enquiry') } }, include: ENQUIRY_DETAILS }),
    prisma.order.findMany({ where: { id: { in: idsOf('order') } }, include: ORDER_DETAILS }),
  ]);
  const enquiryById = new Map(enquiries.map((e) => [e.id, e]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  return listed.flatMap((entry): InboxEntryData[] => {
    const enquiry = entry.readKind === 'enquiry' ? enquiryById.get(entry.id) : undefined;
    if (enquiry) return [{ ...entry, enquiry, order: null }];
    const order = entry.readKind === 'order' ? orderById.get(entry.id) : undefined;
    return order ? [{ ...entry, enquiry: null, order }] : [];
  });
}
