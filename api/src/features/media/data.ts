import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { JobQueue } from '../../jobs/job-kind.js';
import { NotFoundError } from '../../errors.js';
import type { Viewer } from '../../auth/viewer.js';

export interface MediaDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
  /** Uploaded images are processed by a job (process-image-job.ts). */
  jobs: JobQueue;
  /** Who changes the brand's media: the audit trail records it with the change. */
  actor: Viewer;
}

/**
 * Locks the brand row for the rest of the transaction, so concurrent uploads to one brand take
 * display orders and the main image one after the other. False when the brand does not exist.
 */
export async function lockBrand(tx: Prisma.TransactionClient, brandId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM brands WHERE id = ${brandId}::uuid FOR UPDATE`;
  return rows.length > 0;
}

export const BRAND_NOT_FOUND_MESSAGE = 'Brand not found. Please check the URL or try again later.';

export const brandNotFound = () => new NotFoundError(BRAND_NOT_FOUND_MESSAGE);
