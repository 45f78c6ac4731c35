import { randomUUID } from 'node:crypto';
import type { FileUpload } from 'graphql-upload-minimal';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { databaseId } from '../../domain/global-id.js';
import { allFields, changedFields } from '../../domain/changed-fields.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { mediaObjectData } from '../../storage/media-records.js';
import { receiveUpload } from '../../storage/receive-upload.js';
import { deleteStoredMedia, newKeyStem, storeImage, type StoredMedia } from '../../storage/stored-media.js';
import { UploadRejectedError } from '../../storage/upload-rejected.js';
import { PRODUCT_MESSAGES } from './messages.js';
import { mayEditProduct } from './access.js';
import { productFileUrls, releaseFiles } from './studio-media.js';
import { removeReleasedMedia } from '../../storage/media-records.js';
import { productCsvRecord } from './csv-columns.js';
import { CSV_PRODUCT_SELECT, NOT_A_SERVICE, csvSource } from './csv-export.js';
import { CSV_MESSAGES } from './csv-messages.js';
import { CSV_LIMITS, CsvFileError, readProductsCsv, type CsvProblem } from './csv-read.js';
import { checkCsvRows, type ProductLookup, type RowCheckContext, type RowPlan } from './csv-row-check.js';
import { uploadBytes, uploadToTempFile, type TempFile } from './csv-upload.js';
import { openImagesZip, type ImagesZip } from './csv-zip.js';

const imageRule = UPLOAD_RULES.productImage;

/** Up to 5000 rows with their audit entries go in one transaction; it may take a while. */
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

export interface ImportInput {
  brandId: string;
  file: Promise<FileUpload>;
  imagesZip?: Promise<FileUpload> | null;
  dryRun: boolean;
}

export interface ImportResult {
  dryRun: boolean;
  rowCount: number;
  /** Products made (on a dry run: that would be made by the rows without problems). */
  created: number;
  updated: number;
  problems: CsvProblem[];
}

interface Deps {
  prisma: PrismaClient;
  storage: ObjectStorage;
  viewer: Viewer;
}

interface Brand {
  id: string;
  name: string;
  currency: RowCheckContext['brand']['currency'];
}

const byRow = (a: CsvProblem, b: CsvProblem) => a.row - b.row;

async function findBrand(prisma: PrismaClient, id: string): Promise<Brand> {
  const brandId = databaseId(id, 'Brand');
  const brand = brandId
    ? await prisma.brand.findUnique({ where: { id: brandId }, select: { id: true, name: true, currency: true } })
    : null;
  if (!brand) throw new NotFoundError(CSV_MESSAGES.brandNotFound);
  return brand;
}

/**
 * What each id in the file names: this brand's product (with its current cells), someone else's, a
 * service, nothing. A row that changes a product needs the edit screen's right to it, so an admin
 * (who may create but not edit products) can add rows but not change existing ones.
 */
async function productLookup(prisma: PrismaClient, viewer: Viewer, brandId: string, ids: string[]) {
  const rows = ids.length
    ? await prisma.product.findMany({
        where: { id: { in: ids } },
        select: { ...CSV_PRODUCT_SELECT, brandId: true, serviceKind: true },
      })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id: string): ProductLookup => {
    const row = byId.get(id);
    if (!row) return { kind: 'missing' };
    if (row.brandId !== brandId || !mayEditProduct(viewer, row.brandId)) return { kind: 'other-brand' };
    if (row.serviceKind) return { kind: 'service' };
    return { kind: 'own', record: productCsvRecord(csvSource(row)), serviceType: row.serviceType };
  };
}

async function openZip(upload: Promise<FileUpload>): Promise<{ temp: TempFile; zip: ImagesZip }> {
  const temp = await uploadToTempFile(upload, {
    field: 'imagesZip',
    maxBytes: CSV_LIMITS.zipBytes,
    tooLarge: CSV_MESSAGES.zipTooLarge,
  });
  try {
    return { temp, zip: await openImagesZip(temp.filePath) };
  } catch {
    await temp.discard();
    throw new ValidationError({ imagesZip: CSV_MESSAGES.notAZip });
  }
}

/**
 * Stores the zip images the rows use, each under its product's folder with its webp variants, before
 * the transaction opens. Returns the image URLs per plan, or the problems of images that could not be
 * stored (then nothing stays stored).
 */
async function storeZipImages(
  storage: ObjectStorage,
  zip: ImagesZip | null,
  plans: readonly RowPlan[],
  productIds: readonly string[],
  stored: StoredMedia[],
): Promise<{ urls: string[][]; problems: CsvProblem[] }> {
  const problems: CsvProblem[] = [];
  const urls: string[][] = [];
  for (const [index, plan] of plans.entries()) {
    const row: string[] = [];
    for (const image of plan.values.images) {
      if (image.kind === 'url') {
        row.push(image.url);
        continue;
      }
      try {
        const file = await receiveUpload(await zip!.open(image.name), imageRule);
        try {
          const media = await storeImage(storage, imageRule, file, newKeyStem(imageRule, productIds[index]!));
          stored.push(media);
          row.push(storage.publicUrl(media.bucket, media.key));
        } finally {
          await file.discard();
        }
      } catch (err) {
        if (!(err instanceof UploadRejectedError)) throw err;
        problems.push({
          row: plan.row,
          column: 'images',
          message: CSV_MESSAGES.zipImageProblem(image.name, err.message),
        });
      }
    }
    urls.push(row);
  }
  return { urls, problems };
}

function productData(plan: RowPlan, images: string[]) {
  const { images: _refs, ...values } = plan.values;
  return { ...values, image: images[0] ?? null, images };
}

/**
 * Writes every row in one transaction: all rows are created or updated, or none. Returns the uploads
 * that updated rows no longer use, to be removed from storage once the transaction has committed.
 */
async function writeRows(
  { prisma, storage, viewer }: Deps,
  brand: Brand,
  plans: readonly RowPlan[],
  productIds: readonly string[],
  urls: readonly string[][],
  stored: readonly StoredMedia[],
) {
  return prisma.$transaction(async (tx) => {
    const released: StoredMedia[] = [];
    const updateIds = plans.flatMap((plan) => (plan.productId ? [plan.productId] : []));
    if (updateIds.length) await tx.$queryRaw`SELECT id FROM products WHERE id = ANY(${updateIds}::uuid[]) FOR UPDATE`;
    const before = new Map(
      (await tx.product.findMany({ where: { id: { in: updateIds }, brandId: brand.id, ...NOT_A_SERVICE } })).map(
        (row) => [row.id, row],
      ),
    );
    // Checked before the files were stored; a product moved or deleted meanwhile stops the whole import.
    if (before.size !== updateIds.length) throw new ForbiddenError(PRODUCT_MESSAGES.notYourProduct);

    // One millisecond apart, so lists and the next export keep the file's order.
    const start = Date.now();
    const creates: Prisma.ProductCreateManyInput[] = [];
    plans.forEach((plan, index) => {
      if (!plan.productId)
        creates.push({
          ...productData(plan, urls[index]!),
          id: productIds[index]!,
          brandId: brand.id,
          createdAt: new Date(start + index),
        });
    });
    if (creates.length) await tx.product.createMany({ data: creates });
    if (stored.length) await tx.mediaObject.createMany({ data: stored.map(mediaObjectData) });

    for (const [index, plan] of plans.entries()) {
      const data = productData(plan, urls[index]!);
      if (!plan.productId) {
        await recordAudit(tx, viewer, {
          action: 'created',
          entityType: 'product',
          entityId: productIds[index]!,
          entityLabel: data.title,
          brandId: brand.id,
          changes: allFields(data, AUDITED, 'created'),
        });
        continue;
      }
      const after = await tx.product.update({ where: { id: plan.productId }, data });
      const stillUsed = new Set(productFileUrls(after));
      const unused = productFileUrls(before.get(plan.productId)!).filter((url) => !stillUsed.has(url));
      released.push(...(await releaseFiles(tx, storage, after.id, unused)));
      const changes = changedFields(before.get(plan.productId)!, after, AUDITED);
      if (Object.keys(changes).length)
        await recordAudit(tx, viewer, {
          action: 'updated',
          entityType: 'product',
          entityId: after.id,
          entityLabel: after.title,
          brandId: brand.id,
          changes,
        });
    }
    return released;
  }, TRANSACTION_OPTIONS);
}

/**
 * Checks a brand's product CSV (and its images zip) row by row with the product rules. A dry run, or a
 * file with any problem, writes nothing and reports every problem; otherwise the zip images are stored
 * and every row is written in one transaction, the stored files removed again if it fails.
 */
export async function importProductsCsv(deps: Deps, input: ImportInput): Promise<ImportResult> {
  const brand = await findBrand(deps.prisma, input.brandId);
  const bytes = await uploadBytes(input.file, {
    field: 'file',
    maxBytes: CSV_LIMITS.csvBytes,
    tooLarge: CSV_MESSAGES.csvTooLarge,
  });
  const opened = input.imagesZip ? await openZip(input.imagesZip) : null;
  try {
    let parsed;
    try {
      parsed = readProductsCsv(bytes);
    } catch (err) {
      if (err instanceof CsvFileError) throw new ValidationError({ file: err.message });
      throw err;
    }
    const ids = [
      ...new Set(parsed.rows.flatMap((r) => (r.record.id ? [databaseId(r.record.id, 'Product')] : [])).filter(Boolean)),
    ] as string[];
    const { plans, problems } = checkCsvRows(parsed.rows, {
      brand,
      collections: await deps.prisma.catalogue.findMany({
        where: { brandId: brand.id },
        select: { id: true, title: true },
      }),
      productById: await productLookup(deps.prisma, deps.viewer, brand.id, ids),
      zipImages: opened?.zip.problems ?? null,
    });
    const found = [...parsed.problems, ...problems].sort(byRow);
    const counts = {
      created: plans.filter((plan) => !plan.productId).length,
      updated: plans.filter((plan) => plan.productId).length,
    };
    const result = { dryRun: input.dryRun, rowCount: parsed.rowCount };
    if (input.dryRun) return { ...result, ...counts, problems: found };
    if (found.length) return { ...result, created: 0, updated: 0, problems: found };

    const productIds = plans.map((plan) => plan.productId ?? randomUUID());
    const stored: StoredMedia[] = [];
    try {
      const { urls, problems: imageProblems } = await storeZipImages(
        deps.storage,
        opened?.zip ?? null,
        plans,
        productIds,
        stored,
      );
      if (imageProblems.length) {
        await Promise.all(stored.map((media) => deleteStoredMedia(deps.storage, media)));
        return { ...result, created: 0, updated: 0, problems: imageProblems };
      }
      const released = await writeRows(deps, brand, plans, productIds, urls, stored);
      await removeReleasedMedia(deps.storage, released);
      return { ...result, ...counts, problems: [] };
    } catch (err) {
      await Promise.all(stored.map((media) => deleteStoredMedia(deps.storage, media)));
      throw err;
    }
  } finally {
    opened?.zip.close();
    await opened?.temp.discard();
  }
}
