import type { Prisma, PrismaClient, Spotlight } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';
import { takeTurnsWriting } from '../../graphql/kit/table-lock.js';
import { SPOTLIGHT_MESSAGES } from './messages.js';

type Db = PrismaClient | Prisma.TransactionClient;

/** A spotlight locked for the rest of the transaction, or null when there is none with this id. */
export async function lockSpotlight(tx: Prisma.TransactionClient, spotlightId: string): Promise<Spotlight | null> {
  await tx.$queryRaw`SELECT id FROM spotlights WHERE id = ${spotlightId}::uuid FOR UPDATE`;
  return tx.spotlight.findUnique({ where: { id: spotlightId } });
}

/**
 * Spec section 4: only one spotlight is active. Turns every other active spotlight off (the partial
 * unique index spotlights_one_active refuses a second), under a table lock so two activations do
 * not race; returns the ones it turned off, for the audit trail.
 */
export async function deactivateOthers(tx: Prisma.TransactionClient, keepId: string) {
  await takeTurnsWriting(tx, 'spotlights');
  const others = await tx.spotlight.findMany({
    where: { isActive: true, id: { not: keepId } },
    select: { id: true, title: true },
  });
  if (others.length)
    await tx.spotlight.updateMany({ where: { id: { in: others.map((o) => o.id) } }, data: { isActive: false } });
  return others;
}

/** The products picked for a spotlight, checked to be the brand's; field errors for those that are not. */
export async function productsOfBrand(
  db: Db,
  brandId: string | null,
  productIds: readonly (string | null | undefined)[],
): Promise<{ rows: Map<string, { id: string; image: string | null }>; errors: Record<string, string> }> {
  const ids = productIds.map((id) => (id ? databaseId(String(id), 'Product') : null));
  const found = await db.product.findMany({
    where: { id: { in: ids.filter((id): id is string => !!id) } },
    select: { id: true, brandId: true, image: true },
  });
  const byId = new Map(found.map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!productIds[i]) return;
    const product = id ? byId.get(id) : undefined;
    if (!product || product.brandId !== brandId)
      errors[`featuredProducts.${i}.productId`] = SPOTLIGHT_MESSAGES.productNotOfBrand;
  });
  return { rows: new Map(found.map((p) => [p.id, { id: p.id, image: p.image }])), errors };
}

/** The brand's row id, or null when there is no such brand. */
export async function existingBrandId(db: Db, id: string | number | null | undefined): Promise<string | null> {
  const brandId = id ? databaseId(String(id), 'Brand') : null;
  if (!brandId) return null;
  return (await db.brand.findUnique({ where: { id: brandId }, select: { id: true } }))?.id ?? null;
}
