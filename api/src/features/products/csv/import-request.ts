import { randomUUID } from 'node:crypto';
import type { FileUpload } from 'graphql-upload-minimal';
import type { PrismaClient, ProductImport } from '../../../generated/prisma/client.js';
import type { Viewer } from '../../../auth/viewer.js';
import { databaseId } from '../../../domain/global-id.js';
import { NotFoundError, ValidationError } from '../../../errors.js';
import type { JobQueue } from '../../../jobs/job-kind.js';
import type { ObjectStorage } from '../../../storage/object-storage.js';
import { CSV_MESSAGES } from './messages.js';
import { CSV_LIMITS, CsvFileError, decodeUtf8 } from './read.js';
import { uploadBytes, uploadToTempFile } from './upload.js';
import { openImagesZip } from './zip.js';
import { importProductsCsvJob } from './import-job.js';
import { IMPORT_FILES, importFileKey } from './import-paths.js';

export interface ImportRequest {
  brandId: string;
  file: Promise<FileUpload>;
  imagesZip?: Promise<FileUpload> | null;
  dryRun: boolean;
}

interface Deps {
  prisma: PrismaClient;
  storage: ObjectStorage;
  jobs: JobQueue;
  viewer: Viewer;
}

/** Why a brand may not start another import now, or null. */
async function limitProblem(db: Pick<PrismaClient, 'productImport'>, brandId: string): Promise<string | null> {
  const [running, lastHour] = await Promise.all([
    db.productImport.count({ where: { brandId, status: { notIn: ['finished', 'failed'] } } }),
    db.productImport.count({ where: { brandId, createdAt: { gt: new Date(Date.now() - 60 * 60 * 1000) } } }),
  ]);
  if (running >= CSV_LIMITS.runningPerBrand) return CSV_MESSAGES.importRunning;
  if (lastHour >= CSV_LIMITS.startsPerBrandPerHour)
    return CSV_MESSAGES.tooManyImports(CSV_LIMITS.startsPerBrandPerHour);
  return null;
}

/** The zip as the job will read it: checked to be a zip, then put where the job finds it. */
async function stageZip(storage: ObjectStorage, upload: Promise<FileUpload>, key: string): Promise<string> {
  const temp = await uploadToTempFile(upload, {
    field: 'imagesZip',
    maxBytes: CSV_LIMITS.zipBytes,
    tooLarge: CSV_MESSAGES.zipTooLarge,
  });
  try {
    try {
      (await openImagesZip(temp.filePath)).close();
    } catch {
      throw new ValidationError({ imagesZip: CSV_MESSAGES.notAZip });
    }
    await storage.put(IMPORT_FILES, key, { filePath: temp.filePath }, 'application/zip');
    return key;
  } finally {
    await temp.discard();
  }
}

/**
 * Takes a brand's product CSV (and images zip) and queues the check or import: the files are read
 * and kept for the job, which does the work off the request and records its progress and result on
 * the returned row. A brand runs one import at a time and starts at most so many an hour.
 */
export async function requestProductsImport(deps: Deps, input: ImportRequest): Promise<ProductImport> {
  const brandId = databaseId(input.brandId, 'Brand');
  const brand = brandId ? await deps.prisma.brand.findUnique({ where: { id: brandId }, select: { id: true } }) : null;
  if (!brand) throw new NotFoundError(CSV_MESSAGES.brandNotFound);
  // Refused before the files are read, and again below where it counts.
  const early = await limitProblem(deps.prisma, brand.id);
  if (early) throw new ValidationError({ file: early });

  const file = await input.file;
  const csv = await uploadBytes(input.file, {
    field: 'file',
    maxBytes: CSV_LIMITS.csvBytes,
    tooLarge: CSV_MESSAGES.csvTooLarge,
  });
  // The one whole-file check that costs nothing; the job reads the rest.
  try {
    decodeUtf8(csv);
  } catch (err) {
    if (err instanceof CsvFileError) throw new ValidationError({ file: err.message });
    throw err;
  }
  const importId = randomUUID();
  const zip = input.imagesZip ? await input.imagesZip : null;
  const csvKey = importFileKey(importId, 'csv');
  await deps.storage.put(IMPORT_FILES, csvKey, csv, 'text/csv');
  let zipKey: string | null = null;
  try {
    if (input.imagesZip) zipKey = await stageZip(deps.storage, input.imagesZip, importFileKey(importId, 'zip'));
    const row = await deps.prisma.$transaction(async (tx) => {
      // Starting imports of one brand take turns, so the limits hold however many arrive at once.
      await tx.$queryRaw`SELECT id FROM brands WHERE id = ${brand.id}::uuid FOR UPDATE`;
      const problem = await limitProblem(tx, brand.id);
      if (problem) throw new ValidationError({ file: problem });
      const created = await tx.productImport.create({
        data: {
          id: importId,
          brandId: brand.id,
          requestedById: deps.viewer.id,
          dryRun: input.dryRun,
          fileName: file.filename || 'products.csv',
          csvKey,
          zipName: zip ? zip.filename || 'images.zip' : null,
          zipKey,
        },
      });
      await deps.jobs.enqueue(importProductsCsvJob, { importId }, { tx });
      return created;
    });
    deps.jobs.wake(importProductsCsvJob);
    return row;
  } catch (err) {
    await Promise.all([csvKey, zipKey].map((key) => key && deps.storage.delete(IMPORT_FILES, key)));
    throw err;
  }
}
