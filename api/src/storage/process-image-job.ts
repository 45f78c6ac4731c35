import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.js';
import { MEDIA_BUCKETS } from '../domain/upload-rules.js';
import { defineJobKind, type JobQueue } from '../jobs/job-kind.js';
import { processImage } from './process-image.js';
import type { StoredMedia } from './stored-media.js';

const RETRY_LIMIT = 4;

/**
 * Makes an uploaded image's stored original and variants (process-image.ts). One at a time per
 * process, each on one libvips thread (render-image.ts): a worker's image work keeps to one core.
 * Retried after 20 s, 40 s, ... on failures such as storage being unreachable.
 */
export const processImageJob = defineJobKind({
  name: 'image-process',
  payload: z.object({ bucket: z.enum(MEDIA_BUCKETS), key: z.string().min(1) }),
  retryLimit: RETRY_LIMIT,
  retryDelaySeconds: 20,
  retryBackoff: true,
  // A 268-megapixel PNG takes seconds; a run still going after this is presumed lost.
  expireInSeconds: 10 * 60,
  concurrency: 1,
  handle: (target, job) => processImage(job, target, job.retryCount >= RETRY_LIMIT),
});

/**
 * Inside the write's transaction that records the media rows: a job for each image still to be
 * processed (it exists only if the write commits). Returns the jobs' ids for awaitImageJobs.
 */
export async function queueImageJobs(
  tx: Prisma.TransactionClient,
  jobs: JobQueue,
  media: readonly Pick<StoredMedia, 'bucket' | 'key' | 'state'>[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const m of media)
    if (m.state === 'processing')
      ids.push(await jobs.enqueue(processImageJob, { bucket: m.bucket, key: m.key }, { tx }));
  return ids;
}

/**
 * After commit: starts the jobs in this process at once and waits a bounded time for them
 * (JOBS_WAIT_SECONDS), so that ordinary photos are answered ready; larger ones answer `processing`.
 */
export async function awaitImageJobs(jobs: JobQueue, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  jobs.wake(processImageJob);
  await jobs.waitFor(processImageJob, ids);
}
