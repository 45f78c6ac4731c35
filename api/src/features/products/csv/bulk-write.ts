import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Prisma } from '../../../generated/prisma/client.js';
import type { CsvProductValues } from './row-check.js';

/** What an import row writes on a product: the row's values, images as stored URLs. */
export type ImportedProductValues = Omit<CsvProductValues, 'images'> & { image: string | null; images: string[] };

/** Every column an import writes, with its PostgreSQL type (the columns of prisma/schema.prisma's Product). */
const COLUMNS: readonly (readonly [keyof ImportedProductValues, string, string])[] = [
  ['title', 'title', 'text'],
  ['description', 'description', 'text'],
  ['price', 'price', 'numeric(12,2)'],
  ['salePrice', 'sale_price', 'numeric(12,2)'],
  ['currency', 'currency', '"Currency"'],
  ['category', 'category', 'text'],
  ['categories', 'categories', 'text[]'],
  ['catalogueId', 'catalogue_id', 'uuid'],
  ['inStock', 'in_stock', 'boolean'],
  ['sizes', 'sizes', 'text[]'],
  ['colors', 'colors', 'text[]'],
  ['materials', 'materials', 'text[]'],
  ['careInstructions', 'care_instructions', 'text'],
  ['isCustom', 'is_custom', 'boolean'],
  ['leadTime', 'lead_time', 'text'],
  ['image', 'image', 'text'],
  ['images', 'images', 'text[]'],
  ['videoUrl', 'video_url', 'text'],
  ['videoType', 'video_type', '"ProductVideoType"'],
  ['videoDescription', 'video_description', 'text'],
  ['serviceType', 'service_type', '"ProductServiceType"'],
  ['consultationFee', 'consultation_fee', 'numeric(12,2)'],
  ['specialties', 'specialties', 'text[]'],
  ['fittingSessions', 'fitting_sessions', 'integer'],
  ['measurementGuide', 'measurement_guide', 'text'],
  ['priceRange', 'price_range', 'text'],
  ['contactForPricing', 'contact_for_pricing', 'boolean'],
];

const NAMES = COLUMNS.map(([, column]) => `"${column}"`).join(', ');
const RECORD = COLUMNS.map(([, column, type]) => `"${column}" ${type}`).join(', ');
const INSERT = `INSERT INTO products (id, brand_id, created_at, updated_at, ${NAMES})
  SELECT v.id, v.brand_id, v.created_at, now(), ${COLUMNS.map(([, column]) => `v."${column}"`).join(', ')}
  FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, brand_id uuid, created_at timestamptz, ${RECORD})`;
const UPDATE = `UPDATE products AS p SET ${COLUMNS.map(([, column]) => `"${column}" = v."${column}"`).join(', ')}, updated_at = now()
  FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, ${RECORD})
  WHERE p.id = v.id`;

/**
 * Rows per statement. Prisma's createMany builds a 5000-row INSERT in this process for seconds on
 * end; a JSON document that PostgreSQL unpacks costs milliseconds here, and on the embedded
 * database (which runs statements on this thread) a few hundred rows keep each statement short.
 */
const CHUNK = 250;

const recordOf = (values: ImportedProductValues, extra: Record<string, unknown>) => {
  const record: Record<string, unknown> = { ...extra };
  for (const [field, column] of COLUMNS) record[column] = values[field];
  return record;
};

async function inChunks<T>(
  tx: Prisma.TransactionClient,
  sql: string,
  rows: readonly T[],
  toRecord: (row: T) => object,
) {
  for (let at = 0; at < rows.length; at += CHUNK) {
    if (at > 0) await nextTurn();
    await tx.$executeRawUnsafe(sql, JSON.stringify(rows.slice(at, at + CHUNK).map(toRecord)));
  }
}

/** Creates the import's new products, each with its own id and creation time. */
export function insertProductsInBulk(
  tx: Prisma.TransactionClient,
  rows: readonly { id: string; brandId: string; createdAt: Date; values: ImportedProductValues }[],
): Promise<void> {
  return inChunks(tx, INSERT, rows, ({ id, brandId, createdAt, values }) =>
    recordOf(values, { id, brand_id: brandId, created_at: createdAt.toISOString() }),
  );
}

/** Updates the import's existing products, each with its own values. */
export function updateProductsInBulk(
  tx: Prisma.TransactionClient,
  rows: readonly { id: string; values: ImportedProductValues }[],
): Promise<void> {
  return inChunks(tx, UPDATE, rows, ({ id, values }) => recordOf(values, { id }));
}

/** Ids per read: a read of thousands of rows at once holds the embedded database (and this thread) too long. */
const READ_CHUNK = 500;

/** Rows for many ids, read a few hundred at a time. */
export async function readInChunks<T>(ids: readonly string[], read: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let at = 0; at < ids.length; at += READ_CHUNK) {
    if (at > 0) await nextTurn();
    rows.push(...(await read(ids.slice(at, at + READ_CHUNK))));
  }
  return rows;
}
