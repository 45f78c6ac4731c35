import type { Prisma } from '../generated/prisma/client.js';

/**
 * Locks the brand row for the rest of the transaction, so concurrent uploads to one brand take
 * display orders and the main image one after the other. False when the brand does not exist.
 */
export async function lockBrand(tx: Prisma.TransactionClient, brandId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM brands WHERE id = ${brandId}::uuid FOR UPDATE`;
  return rows.length > 0;
}
