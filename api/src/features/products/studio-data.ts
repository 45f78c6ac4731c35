import type { Brand, Currency, Prisma, PrismaClient, Product } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';

/** The product fields the audit trail follows. */
export const AUDITED_PRODUCT_FIELDS = [
  'title',
  'description',
  'price',
  'salePrice',
  'currency',
  'brandId',
  'catalogueId',
  'image',
  'images',
  'category',
  'categories',
  'inStock',
  'sizes',
  'colors',
  'materials',
  'careInstructions',
  'isCustom',
  'leadTime',
  'videoUrl',
  'videoThumbnail',
  'videoType',
  'videoDescription',
  'serviceType',
  'consultationFee',
  'specialties',
  'fittingSessions',
  'measurementGuide',
  'priceRange',
  'contactForPricing',
  'serviceKind',
  'duration',
  'hourlyRate',
  'fixedPrice',
  'sessionsIncluded',
  'deliveryMethod',
  'includes',
  'requirements',
  'techniques',
  'inspiration',
] as const satisfies readonly (keyof Product)[];

/** Trimmed text, or null when blank. */
export const text = (value: string | null | undefined) => value?.trim() || null;

export type BrandForProducts = Pick<Brand, 'id' | 'name' | 'currency' | 'category' | 'categories'> & {
  tailor: { id: string } | null;
};

const BRAND_SELECT = {
  id: true,
  name: true,
  currency: true,
  category: true,
  categories: true,
  tailor: { select: { id: true } },
} as const;

/** A brand by global or row id, with what the product rules need; null when there is none. */
export async function findBrand(
  prisma: PrismaClient | Prisma.TransactionClient,
  id: string | number | null | undefined,
): Promise<BrandForProducts | null> {
  const brandId = id == null ? null : databaseId(String(id), 'Brand');
  return brandId ? prisma.brand.findUnique({ where: { id: brandId }, select: BRAND_SELECT }) : null;
}

/** Whether the collection exists and belongs to the brand. */
export async function collectionOfBrand(
  prisma: PrismaClient | Prisma.TransactionClient,
  id: string | number,
  brandId: string,
): Promise<string | null> {
  const collectionId = databaseId(String(id), 'Collection');
  if (!collectionId) return null;
  const found = await prisma.catalogue.findFirst({ where: { id: collectionId, brandId }, select: { id: true } });
  return found?.id ?? null;
}

/** The product row, locked for the rest of the transaction; null when there is none. */
export async function lockProduct(tx: Prisma.TransactionClient, id: string): Promise<Product | null> {
  await tx.$queryRaw`SELECT id FROM products WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.product.findUnique({ where: { id } });
}

/** A product's currency: the brand's, or USD for a brand that shows no prices. */
export const currencyOfBrand = (currency: Currency): Currency => (currency === 'NONE' ? 'USD' : currency);

// ---------------------------------------------------------------- idempotency

/** Keys are client-made UUIDs; anything longer is not a key we keep. */
const MAX_KEY_LENGTH = 200;

export const idempotencyKeyOf = (key: string | null | undefined) => {
  const trimmed = key?.trim();
  return trimmed && trimmed.length <= MAX_KEY_LENGTH ? trimmed : null;
};

/** The product made the first time this key was used by this user in the last 24 hours, if any. */
export async function productForKey(prisma: PrismaClient, userId: string, key: string): Promise<string | null> {
  const rows = await prisma.$queryRaw<{ product_id: string | null }[]>`
    SELECT product_id::text FROM idempotency_keys
    WHERE user_id = ${userId}::uuid AND key = ${key} AND created_at > now() - interval '24 hours'`;
  return rows[0]?.product_id ?? null;
}

/**
 * The first statement of a create's transaction: claims the key for this request. When another
 * request holds it, this waits until that one commits or rolls back (the primary key on
 * (user_id, key)), then answers the product it made. A key older than 24 hours is taken over.
 */
export async function claimIdempotencyKey(
  tx: Prisma.TransactionClient,
  userId: string,
  key: string,
): Promise<{ claimed: true } | { claimed: false; productId: string | null }> {
  const inserted = await tx.$queryRaw<{ key: string }[]>`
    INSERT INTO idempotency_keys (user_id, key, product_id, created_at)
    VALUES (${userId}::uuid, ${key}, NULL, now())
    ON CONFLICT (user_id, key) DO UPDATE SET product_id = NULL, created_at = now()
      WHERE idempotency_keys.created_at <= now() - interval '24 hours'
    RETURNING key`;
  if (inserted.length) return { claimed: true };
  const rows = await tx.$queryRaw<{ product_id: string | null }[]>`
    SELECT product_id::text FROM idempotency_keys WHERE user_id = ${userId}::uuid AND key = ${key}`;
  return { claimed: false, productId: rows[0]?.product_id ?? null };
}

/** Ties a claimed key to the product its request made. */
export async function settleIdempotencyKey(
  tx: Prisma.TransactionClient,
  userId: string,
  key: string,
  productId: string,
): Promise<void> {
  await tx.$executeRaw`
    UPDATE idempotency_keys SET product_id = ${productId}::uuid WHERE user_id = ${userId}::uuid AND key = ${key}`;
}
