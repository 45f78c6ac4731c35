import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Prisma, PrismaClient, ProductImport, ProductImportStatus } from '../../../generated/prisma/client.js';
import { loadViewer, viewerOwnsBrand, type Viewer } from '../../../auth/viewer.js';
import { UPLOAD_RULES } from '../../../domain/upload-rules.js';
import { databaseId } from '../../../domain/global-id.js';
import type { JobContext } from '../../../jobs/job-kind.js';
import { isLastingDatabaseError } from '../../../jobs/lasting-failure.js';
import type { ObjectStorage } from '../../../storage/object-storage.js';
import { removeReleasedMedia } from '../../../storage/media-records.js';
import { receiveUpload } from '../../../storage/receive-upload.js';
import { deleteStoredMedia, newKeyStem, storeImage, type StoredMedia } from '../../../storage/stored-media.js';
import { UploadRejectedError } from '../../../storage/upload-rejected.js';
import { mayEditProduct } from '../access.js';
import { productCsvRecord } from './columns.js';
import { CSV_PRODUCT_SELECT, csvSource } from './export.js';
import { ImportAlreadyFinished, ProductsChangedMeanwhile, writeImport } from './import-write.js';
import { readInChunks } from './bulk-write.js';
import { CSV_MESSAGES } from './messages.js';
import { CsvFileError, readProductsCsv, type CsvProblem } from './read.js';
import { checkCsvRows, type ProductLookup, type RowPlan } from './row-check.js';
import { openImagesZip, type ImagesZip } from './zip.js';
import { IMPORT_FILES } from './import-paths.js';

const imageRule = UPLOAD_RULES.productImage;
const PRODUCTS_MANAGE = 'studio.products.manage';
/** Progress is written at most this often (each write is a statement). */
const PROGRESS_EVERY_MS = 300;

const byRow = (a: CsvProblem, b: CsvProblem) => a.row - b.row;

/** Takes the import for this run; null when it is already over (a duplicate or late delivery of the job). */
async function claim(prisma: PrismaClient, importId: string): Promise<ProductImport | null> {
  const { count } = await prisma.productImport.updateMany({
    where: { id: importId, status: { notIn: ['finished', 'failed'] } },
    data: { status: 'checking', startedAt: new Date(), rowsChecked: 0, imagesStored: 0 },
  });
  return count ? prisma.productImport.findUnique({ where: { id: importId } }) : null;
}

/** Writes a count of work done, no more often than every PROGRESS_EVERY_MS, and always the last one. */
function progressOf(prisma: PrismaClient, importId: string, field: 'rowsChecked' | 'imagesStored') {
  let last = 0;
  return async (done: number, final = false) => {
    if (!final && Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    await prisma.productImport.update({ where: { id: importId }, data: { [field]: done }, select: { id: true } });
  };
}

/** The import's last word: its status and result; the kept files go. */
async function finish(
  job: JobContext,
  row: ProductImport,
  result: { status: Extract<ProductImportStatus, 'finished' | 'failed'> } & Partial<
    Pick<ProductImport, 'created' | 'updated' | 'failureMessage'>
  > & { problems?: CsvProblem[] },
): Promise<void> {
  await job.prisma.productImport.update({
    where: { id: row.id },
    data: {
      ...result,
      problems: (result.problems ?? []) as unknown as Prisma.InputJsonValue,
      csvKey: null,
      zipKey: null,
      finishedAt: new Date(),
    },
  });
  await removeFiles(job.storage, row);
}

/** Whether the person who started the import may still do it (rights can change while it waits). */
const mayImport = (viewer: Viewer | null, brandId: string): viewer is Viewer =>
  !!viewer && viewer.permissions.has(PRODUCTS_MANAGE) && viewerOwnsBrand(viewer, brandId);

/**
 * What each id in the file names: this brand's product (with its current cells), someone else's, a
 * service, nothing. A row that changes a product needs the edit screen's right to it, so an admin
 * (who may create but not edit products) can add rows but not change existing ones.
 */
async function productLookup(prisma: PrismaClient, viewer: Viewer, brandId: string, ids: string[]) {
  const rows = await readInChunks(ids, (chunk) =>
    prisma.product.findMany({
      where: { id: { in: chunk } },
      select: { ...CSV_PRODUCT_SELECT, brandId: true, serviceKind: true },
    }),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id: string): ProductLookup => {
    const row = byId.get(id);
    if (!row) return { kind: 'missing' };
    if (row.brandId !== brandId || !mayEditProduct(viewer, row.brandId)) return { kind: 'other-brand' };
    if (row.serviceKind) return { kind: 'service' };
    return { kind: 'own', record: productCsvRecord(csvSource(row)), serviceType: row.serviceType };
  };
}

/** The CSV as uploaded, from the private area. */
async function readCsvFile(storage: ObjectStorage, key: string | null): Promise<Uint8Array> {
  const object = key ? await storage.get(IMPORT_FILES, key) : null;
  if (!object) throw new Error(`The CSV of an import is missing from storage (${key})`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The import's files in the private area, once nothing needs them. */
async function removeFiles(storage: ObjectStorage, row: Pick<ProductImport, 'csvKey' | 'zipKey'>): Promise<void> {
  await Promise.all([row.csvKey, row.zipKey].map((key) => key && storage.delete(IMPORT_FILES, key)));
}

/** The staged zip, copied to a local file (a zip needs random access). */
async function openStagedZip(storage: ObjectStorage, key: string) {
  const object = await storage.get(IMPORT_FILES, key);
  if (!object) throw new Error(`The images zip of an import is missing from storage (${key})`);
  const dir = path.join(os.tmpdir(), 'adire-imports');
  await fsp.mkdir(dir, { recursive: true });
  const filePath = path.join(dir, randomUUID());
  await pipeline(object.body, fs.createWriteStream(filePath, { flags: 'wx' }));
  try {
    return { zip: await openImagesZip(filePath), discard: () => fsp.rm(filePath, { force: true }) };
  } catch (err) {
    await fsp.rm(filePath, { force: true });
    throw err;
  }
}

/**
 * Stores the zip images the rows use, each under its product's folder with its variants. Returns the
 * image URLs per plan, or the problems of images that could not be stored (`stored` lists what was
 * written, for the caller to remove when the import does not go ahead).
 */
async function storeZipImages(
  storage: ObjectStorage,
  zip: ImagesZip | null,
  plans: readonly RowPlan[],
  productIds: readonly string[],
  stored: StoredMedia[],
  onStored: (count: number) => Promise<void>,
): Promise<{ urls: string[][]; problems: CsvProblem[] }> {
  const problems: CsvProblem[] = [];
  const urls: string[][] = [];
  let count = 0;
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
      await onStored(++count);
    }
    urls.push(row);
  }
  return { urls, problems };
}

const zipImageCount = (plans: readonly RowPlan[]) =>
  plans.reduce((sum, plan) => sum + plan.values.images.filter((image) => image.kind === 'zip').length, 0);

type Checked = { over: true } | { over: false; plans: RowPlan[]; zip: ImagesZip | null };

/**
 * Reads the file and checks every row, recording progress; a dry run, a file that cannot be read
 * and a file with problems end here, with their result recorded.
 */
async function readAndCheck(
  job: JobContext,
  row: ProductImport,
  viewer: Viewer,
  openZip: () => Promise<ImagesZip | null>,
): Promise<Checked> {
  const { prisma } = job;
  const brand = await prisma.brand.findUniqueOrThrow({
    where: { id: row.brandId },
    select: { id: true, name: true, currency: true },
  });
  let parsed;
  try {
    parsed = await readProductsCsv(await readCsvFile(job.storage, row.csvKey));
  } catch (err) {
    if (!(err instanceof CsvFileError)) throw err;
    await finish(job, row, { status: 'failed', failureMessage: err.message });
    return { over: true };
  }
  await prisma.productImport.update({ where: { id: row.id }, data: { rowCount: parsed.rowCount } });
  const zip = await openZip();
  const ids = [
    ...new Set(parsed.rows.flatMap((r) => (r.record.id ? [databaseId(r.record.id, 'Product')] : [])).filter(Boolean)),
  ] as string[];
  const rowsChecked = progressOf(prisma, row.id, 'rowsChecked');
  const { plans, problems } = await checkCsvRows(
    parsed.rows,
    {
      brand,
      collections: await prisma.catalogue.findMany({ where: { brandId: brand.id }, select: { id: true, title: true } }),
      productById: await productLookup(prisma, viewer, brand.id, ids),
      zipImages: zip?.problems ?? null,
    },
    (checked) => rowsChecked(checked, checked === parsed.rows.length),
  );
  const found = [...parsed.problems, ...problems].sort(byRow);
  const counts = {
    created: plans.filter((plan) => !plan.productId).length,
    updated: plans.filter((plan) => plan.productId).length,
  };
  if (!row.dryRun && !found.length) return { over: false, plans, zip };
  await finish(job, row, {
    status: 'finished',
    ...(row.dryRun ? counts : { created: 0, updated: 0 }),
    problems: found,
  });
  return { over: true };
}

/**
 * One run of an import: reads and checks every row (reporting progress), and unless it is a dry run
 * or anything is wrong, stores the zip images and writes every row in one transaction. Whatever
 * happens, the import ends finished or failed with a result people can read, and nothing is half
 * written; a failed run that will be retried waits as queued.
 */
export async function runProductImport(job: JobContext, importId: string): Promise<void> {
  const { prisma, storage } = job;
  const row = await claim(prisma, importId);
  if (!row) return job.log.info({ importId }, 'import already over');
  const stored: StoredMedia[] = [];
  let staged: Awaited<ReturnType<typeof openStagedZip>> | null = null;
  try {
    const viewer = row.requestedById ? await loadViewer(prisma, row.requestedById) : null;
    if (!mayImport(viewer, row.brandId))
      return await finish(job, row, { status: 'failed', failureMessage: CSV_MESSAGES.accessLost });
    const checked = await readAndCheck(job, row, viewer, async () => {
      staged = row.zipKey ? await openStagedZip(storage, row.zipKey) : null;
      return staged?.zip ?? null;
    });
    if (checked.over) return;
    const { plans, zip } = checked;

    const productIds = plans.map((plan) => plan.productId ?? randomUUID());
    const imagesTotal = zipImageCount(plans);
    await prisma.productImport.update({ where: { id: importId }, data: { status: 'storing_images', imagesTotal } });
    const imagesStored = progressOf(prisma, importId, 'imagesStored');
    const { urls, problems } = await storeZipImages(storage, zip, plans, productIds, stored, (n) =>
      imagesStored(n, n === imagesTotal),
    );
    if (problems.length) {
      await removeStored(storage, stored);
      return await finish(job, row, { status: 'finished', created: 0, updated: 0, problems });
    }

    await prisma.productImport.update({ where: { id: importId }, data: { status: 'writing' } });
    const writing = performance.now();
    const released = await writeImport(prisma, storage, {
      importId,
      brandId: row.brandId,
      viewer,
      plans,
      productIds,
      urls,
      stored,
    });
    stored.length = 0;
    job.log.info({ importId, rows: plans.length, ms: Math.round(performance.now() - writing) }, 'import written');
    await removeFiles(storage, row);
    await prisma.productImport.update({
      where: { id: importId },
      data: { csvKey: null, zipKey: null },
      select: { id: true },
    });
    await removeReleasedMedia(storage, released);
  } catch (err) {
    await removeStored(storage, stored);
    if (err instanceof ImportAlreadyFinished) return job.log.warn({ importId }, 'another run finished this import');
    if (err instanceof ProductsChangedMeanwhile)
      return await finish(job, row, { status: 'failed', failureMessage: CSV_MESSAGES.productsChanged });
    if (isLastingDatabaseError(err)) {
      // Another run would meet the same refusal: say so now rather than after the retries.
      job.log.error({ err, importId }, 'import refused by the database');
      return await finish(job, row, { status: 'failed', failureMessage: CSV_MESSAGES.importFailed });
    }
    if (job.lastAttempt) await finish(job, row, { status: 'failed', failureMessage: CSV_MESSAGES.importFailed });
    else await prisma.productImport.update({ where: { id: importId }, data: { status: 'queued' } });
    throw err;
  } finally {
    const open = staged as Awaited<ReturnType<typeof openStagedZip>> | null;
    open?.zip.close();
    await open?.discard();
  }
}

async function removeStored(storage: ObjectStorage, stored: StoredMedia[]) {
  await Promise.all(stored.map((media) => deleteStoredMedia(storage, media)));
  stored.length = 0;
}
