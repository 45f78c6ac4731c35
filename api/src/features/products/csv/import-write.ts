import type { Prisma, PrismaClient } from '../../../generated/prisma/client.js';
import type { Viewer } from '../../../auth/viewer.js';
import { allFields, changedFields } from '../../../domain/changed-fields.js';
import { recordAudits, type AuditEntry } from '../../../graphql/kit/audit.js';
import type { ObjectStorage } from '../../../storage/object-storage.js';
import { mediaObjectData } from '../../../storage/media-records.js';
import type { StoredMedia } from '../../../storage/stored-media.js';
import { NOT_A_SERVICE } from './export.js';
import type { RowPlan } from './row-check.js';
import { productFileUrls, releaseFiles } from '../studio-media.js';
import { insertProductsInBulk, readInChunks, updateProductsInBulk } from './bulk-write.js';

/** Up to 5000 rows with their audit entries go in one transaction. */
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 10 * 60_000 } as const;

/** The fields a product's audit entry shows. */
const AUDITED = [
  'title',
  'description',
  'price',
  'salePrice',
  'currency',
  'category',
  'categories',
  'catalogueId',
  'inStock',
  'sizes',
  'colors',
  'materials',
  'careInstructions',
  'isCustom',
  'leadTime',
  'image',
  'images',
  'videoUrl',
  'videoType',
  'videoDescription',
  'serviceType',
  'consultationFee',
  'specialties',
  'fittingSessions',
  'measurementGuide',
  'priceRange',
  'contactForPricing',
] as const;

/** A concurrent run of the same import finished it first: this one writes nothing. */
export class ImportAlreadyFinished extends Error {}

/** A product the file updates was moved to another brand, made a service or deleted since the rows were checked. */
export class ProductsChangedMeanwhile extends Error {}

export interface ImportWrite {
  importId: string;
  brandId: string;
  viewer: Viewer;
  plans: readonly RowPlan[];
  /** The product id of each plan: its own for updates, a fresh one for creates. */
  productIds: readonly string[];
  /** Each plan's image URLs, zip images already stored. */
  urls: readonly string[][];
  stored: readonly StoredMedia[];
}

function productData(plan: RowPlan, images: string[]) {
  const { images: _refs, ...values } = plan.values;
  return { ...values, image: images[0] ?? null, images };
}

/**
 * Writes every row in one transaction, all or none, and marks the import finished in the same
 * transaction: a second run of the import (its first presumed lost) finds it finished and writes
 * nothing. Returns the uploads that updated rows no longer use, to remove once committed.
 */
export async function writeImport(
  prisma: PrismaClient,
  storage: ObjectStorage,
  w: ImportWrite,
): Promise<StoredMedia[]> {
  return prisma.$transaction(async (tx) => {
    const [state] = await tx.$queryRaw<{ status: string }[]>`
      SELECT status::text AS status FROM product_imports WHERE id = ${w.importId}::uuid FOR UPDATE`;
    if (state?.status !== 'writing') throw new ImportAlreadyFinished();

    const updateIds = w.plans.flatMap((plan) => (plan.productId ? [plan.productId] : []));
    if (updateIds.length) await tx.$queryRaw`SELECT id FROM products WHERE id = ANY(${updateIds}::uuid[]) FOR UPDATE`;
    const before = new Map(
      (
        await readInChunks(updateIds, (ids) =>
          tx.product.findMany({ where: { id: { in: ids }, brandId: w.brandId, ...NOT_A_SERVICE } }),
        )
      ).map((row) => [row.id, row]),
    );
    // Checked before the files were stored; a product moved or deleted meanwhile stops the whole import.
    if (before.size !== updateIds.length) throw new ProductsChangedMeanwhile();

    // One millisecond apart, so lists and the next export keep the file's order.
    const start = Date.now();
    const creates: Parameters<typeof insertProductsInBulk>[1][number][] = [];
    const audits: AuditEntry[] = [];
    w.plans.forEach((plan, index) => {
      if (plan.productId) return;
      const data = productData(plan, w.urls[index]!);
      creates.push({ values: data, id: w.productIds[index]!, brandId: w.brandId, createdAt: new Date(start + index) });
      audits.push({
        action: 'created',
        entityType: 'product',
        entityId: w.productIds[index]!,
        entityLabel: data.title,
        brandId: w.brandId,
        changes: allFields(data, AUDITED, 'created'),
      });
    });
    await insertProductsInBulk(tx, creates);
    if (w.stored.length) await tx.mediaObject.createMany({ data: w.stored.map(mediaObjectData) });

    const updates = w.plans.flatMap((plan, index) =>
      plan.productId ? [{ id: plan.productId, values: productData(plan, w.urls[index]!) }] : [],
    );
    await updateProductsInBulk(tx, updates);
    const afterById = new Map(
      (await readInChunks(updateIds, (ids) => tx.product.findMany({ where: { id: { in: ids } } }))).map((r) => [
        r.id,
        r,
      ]),
    );
    const released: StoredMedia[] = [];
    for (const id of updateIds) {
      const after = afterById.get(id)!;
      const earlier = before.get(id)!;
      const stillUsed = new Set(productFileUrls(after));
      const unused = productFileUrls(earlier).filter((url) => !stillUsed.has(url));
      if (unused.length) released.push(...(await releaseFiles(tx, storage, after.id, unused)));
      const changes = changedFields(earlier, after, AUDITED);
      if (Object.keys(changes).length)
        audits.push({
          action: 'updated',
          entityType: 'product',
          entityId: after.id,
          entityLabel: after.title,
          brandId: w.brandId,
          changes,
        });
    }
    await recordAudits(tx, w.viewer, audits);
    await tx.productImport.update({
      where: { id: w.importId },
      data: {
        status: 'finished',
        created: creates.length,
        updated: updateIds.length,
        problems: [],
        finishedAt: new Date(),
      },
    });
    return released;
  }, TRANSACTION_OPTIONS);
}
