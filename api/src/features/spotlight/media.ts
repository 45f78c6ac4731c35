import type { FileUpload } from 'graphql-upload-minimal';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { UPLOAD_RULES, type UploadRule } from '../../domain/upload-rules.js';
import {
  asFieldError,
  mediaObjectData,
  releaseMediaRecord,
  removeReleasedMedia,
  storedObjectOf,
} from '../../storage/media-records.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { receiveUpload } from '../../storage/receive-upload.js';
import { deleteStoredMedia, newKeyStem, storeVideo, type StoredMedia } from '../../storage/stored-media.js';
import { stageUploadedImage } from '../../storage/store-upload.js';
import { awaitImageJobs, queueImageJobs } from '../../storage/process-image-job.js';
import type { JobQueue } from '../../jobs/job-kind.js';

/**
 * The files of spotlight writes: uploads are received before the write's transaction (no query may
 * wait on other I/O inside one), recorded as media_objects rows inside it (images as 'processing',
 * with their jobs queued) and removed again when the write fails; files a write replaces or deletes
 * are released inside it and removed after commit.
 */

/** Where spotlight files live: only objects under these folders are ever removed with a spotlight. */
const OWNED_FOLDERS = [
  UPLOAD_RULES.spotlightMainImage,
  UPLOAD_RULES.spotlightThumbnail,
  UPLOAD_RULES.spotlightProductImage,
  UPLOAD_RULES.spotlightVideo,
].map((rule) => ({ bucket: rule.bucket, folder: `${rule.folder}/` }));

const isSpotlightOwned = (o: { bucket: string; key: string }) =>
  OWNED_FOLDERS.some((f) => f.bucket === o.bucket && o.key.startsWith(f.folder));

/** What one request has written to storage so far. */
export class SpotlightUploads {
  readonly stored: StoredMedia[] = [];
  private jobIds: string[] = [];

  constructor(
    private readonly storage: ObjectStorage,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Checks an uploaded image and puts it in the private area, for its job to store it with its
   * variants under '{folder}/{spotlightId}/'; the public URL it will have, or null without a file.
   */
  async image(rule: UploadRule, file: Promise<FileUpload> | null | undefined, spotlightId: string, field: string) {
    if (!file) return null;
    const media = await stageUploadedImage(this.storage, rule, file, spotlightId, field);
    this.stored.push(media);
    return this.storage.publicUrl(media.bucket, media.key);
  }

  /** Stores an uploaded video as it is (MP4, WebM or QuickTime, 50 MB); its public URL, or null without a file. */
  async video(file: Promise<FileUpload> | null | undefined, spotlightId: string, field: string) {
    if (!file) return null;
    const rule = UPLOAD_RULES.spotlightVideo;
    const media = await asFieldError(field, async () => {
      const received = await receiveUpload((await file).createReadStream(), rule);
      try {
        return await storeVideo(this.storage, rule, received, newKeyStem(rule, spotlightId));
      } finally {
        await received.discard();
      }
    });
    this.stored.push(media);
    return this.storage.publicUrl(media.bucket, media.key);
  }

  /** Records what was stored, and queues the images' jobs, inside the write's transaction. */
  async record(tx: Prisma.TransactionClient): Promise<void> {
    if (!this.stored.length) return;
    await tx.mediaObject.createMany({ data: this.stored.map(mediaObjectData) });
    this.jobIds = await queueImageJobs(tx, this.jobs, this.stored);
  }

  /** After commit: waits a bounded time for the images' jobs. */
  async settle(): Promise<void> {
    await awaitImageJobs(this.jobs, this.jobIds);
  }

  /** Removes what this request stored, after its write failed. */
  async discard(): Promise<void> {
    for (const media of this.stored) await deleteStoredMedia(this.storage, media);
  }
}

/** A spotlight's file links: main image, video, thumbnail and featured product images. */
export const spotlightFileUrls = (s: {
  mainImage?: string | null;
  videoUrl?: string | null;
  videoThumbnail?: string | null;
  productImages?: readonly (string | null)[];
}) => [s.mainImage, s.videoUrl, s.videoThumbnail, ...(s.productImages ?? [])].filter((u): u is string => !!u);

/**
 * Inside the write's transaction: the recorded uploads behind links this spotlight no longer uses,
 * that no other spotlight or featured product uses either. Their rows go now; the files after commit.
 */
export async function releaseFiles(
  tx: Prisma.TransactionClient,
  storage: ObjectStorage,
  spotlightId: string,
  urls: readonly string[],
): Promise<StoredMedia[]> {
  const released: StoredMedia[] = [];
  for (const url of new Set(urls)) {
    const object = storedObjectOf(storage, url);
    if (!object || !isSpotlightOwned(object)) continue;
    const elsewhere =
      (await tx.spotlight.count({
        where: { id: { not: spotlightId }, OR: [{ mainImage: url }, { videoUrl: url }, { videoThumbnail: url }] },
      })) + (await tx.spotlightProduct.count({ where: { spotlightId: { not: spotlightId }, image: url } }));
    if (elsewhere) continue;
    const media = await releaseMediaRecord(tx, object);
    if (media) released.push(media);
  }
  return released;
}

/**
 * Runs a write with its uploads: files first, one transaction, then the released files removed and
 * a bounded wait for the new images' jobs.
 */
export async function writeWithUploads<Staged, Result>(
  { prisma, storage, jobs }: { prisma: PrismaClient; storage: ObjectStorage; jobs: JobQueue },
  stage: (uploads: SpotlightUploads) => Promise<Staged>,
  write: (tx: Prisma.TransactionClient, staged: Staged) => Promise<{ result: Result; released: StoredMedia[] }>,
): Promise<Result> {
  const uploads = new SpotlightUploads(storage, jobs);
  let outcome: { result: Result; released: StoredMedia[] };
  try {
    const staged = await stage(uploads);
    outcome = await prisma.$transaction(async (tx) => {
      const done = await write(tx, staged);
      await uploads.record(tx);
      return done;
    });
  } catch (err) {
    await uploads.discard();
    throw err;
  }
  await removeReleasedMedia(storage, outcome.released);
  await uploads.settle();
  return outcome.result;
}
