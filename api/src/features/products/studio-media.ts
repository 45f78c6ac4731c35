import type { FileUpload } from 'graphql-upload-minimal';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import {
  EXTENSION_FOR_TYPE,
  UPLOAD_RULES,
  emptyFileMessage,
  isAllowedType,
  tooLargeMessage,
  uploadProblem,
  wrongTypeMessage,
  type MediaBucket,
  type UploadRule,
} from '../../domain/upload-rules.js';
import { ValidationError } from '../../errors.js';
import { SNIFF_BYTES, detectContentType } from '../../storage/detect-type.js';
import { mediaObjectData, releaseMediaRecord, storedObjectOf } from '../../storage/media-records.js';
import { isSafeKey } from '../../storage/object-key.js';
import type { ObjectStorage, UploadTarget } from '../../storage/object-storage.js';
import { deleteStoredMedia, newKeyStem, type StoredMedia } from '../../storage/stored-media.js';
import { stageUploadedImage } from '../../storage/store-upload.js';
import { awaitImageJobs, queueImageJobs } from '../../storage/process-image-job.js';
import type { JobQueue } from '../../jobs/job-kind.js';
import { PRODUCT_EXTRA_MESSAGES } from './rules-extra.js';

/**
 * The files of product, service and portfolio writes: uploads are received before the write's
 * transaction (no query may wait on other I/O inside one), recorded as media_objects rows inside it
 * (images as 'processing', with their jobs queued), and removed again when the write fails; files a
 * write replaces or deletes are removed after commit.
 */

/** Where product-owned files live: only objects under these folders are ever removed with a product. */
const OWNED_FOLDERS: readonly { bucket: MediaBucket; folder: string }[] = [
  UPLOAD_RULES.productImage,
  UPLOAD_RULES.videoThumbnail,
  UPLOAD_RULES.serviceImage,
  UPLOAD_RULES.portfolioImage,
  UPLOAD_RULES.productVideoOnCreate,
].map((rule) => ({ bucket: rule.bucket, folder: `${rule.folder}/` }));

/** How long a direct video upload URL stays valid. */
export const PRODUCT_VIDEO_UPLOAD_SECONDS = 15 * 60;

/** What one request has written to storage so far. */
export class StagedFiles {
  readonly stored: StoredMedia[] = [];
  private jobIds: string[] = [];

  constructor(
    private readonly storage: ObjectStorage,
    private readonly jobs: JobQueue,
  ) {}

  url(media: StoredMedia): string {
    return this.storage.publicUrl(media.bucket, media.key);
  }

  /**
   * Checks each uploaded image and puts it in the private area, for its job to store it (with its
   * variants) under '{folder}/{ownerId}/'; returns the URLs it will have, in order.
   */
  async images(
    rule: UploadRule,
    files: readonly Promise<FileUpload>[] | null | undefined,
    ownerId: string,
    field: string,
  ): Promise<string[]> {
    const urls: string[] = [];
    for (const file of files ?? []) {
      const media = await stageUploadedImage(this.storage, rule, file, ownerId, field);
      this.stored.push(media);
      urls.push(this.url(media));
    }
    return urls;
  }

  async image(rule: UploadRule, file: Promise<FileUpload> | null | undefined, ownerId: string, field: string) {
    return file ? ((await this.images(rule, [file], ownerId, field))[0] ?? null) : null;
  }

  /** Adds a directly uploaded object that this request is about to record. */
  adopt(media: StoredMedia): string {
    this.stored.push(media);
    return this.url(media);
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

  /**
   * Removes what this request stored, after its write failed or turned out to be a repeat. A direct
   * upload that another write has recorded meanwhile stays: that write uses it.
   */
  async discard(prisma: PrismaClient): Promise<void> {
    for (const media of this.stored) {
      const recorded = await prisma.mediaObject
        .findUnique({ where: { bucket_key: { bucket: media.bucket, key: media.key } }, select: { id: true } })
        .catch(() => null);
      if (!recorded) await deleteStoredMedia(this.storage, media);
    }
  }
}

/** The bucket and key behind a public URL of this storage, when it is one. */
const isProductOwned = (o: { bucket: string; key: string }) =>
  OWNED_FOLDERS.some((f) => f.bucket === o.bucket && o.key.startsWith(f.folder));

/** A product's file links: main image, gallery, video and thumbnail. */
export const productFileUrls = (p: {
  image?: string | null;
  images?: readonly string[] | null;
  videoUrl?: string | null;
  videoThumbnail?: string | null;
}) => [p.image, ...(p.images ?? []), p.videoUrl, p.videoThumbnail].filter((u): u is string => !!u);

/**
 * Inside the write's transaction: the recorded uploads behind links a product no longer uses, that
 * no other product uses either. Their rows go now; the files go after commit (removeReleasedMedia).
 */
export async function releaseFiles(
  tx: Prisma.TransactionClient,
  storage: ObjectStorage,
  productId: string,
  urls: readonly string[],
): Promise<StoredMedia[]> {
  const objects = [...new Set(urls)]
    .map((url) => ({ url, object: storedObjectOf(storage, url) }))
    .filter((o): o is { url: string; object: { bucket: MediaBucket; key: string } } => !!o.object)
    .filter((o) => isProductOwned(o.object));
  const released: StoredMedia[] = [];
  for (const { url, object } of objects) {
    const elsewhere = await tx.product.count({
      where: {
        id: { not: productId },
        OR: [{ image: url }, { images: { has: url } }, { videoUrl: url }, { videoThumbnail: url }],
      },
    });
    if (elsewhere) continue;
    const media = await releaseMediaRecord(tx, object);
    if (media) released.push(media);
  }
  return released;
}

export interface ProductVideoTicket extends UploadTarget {
  key: string;
  maxBytes: number;
}

const videoRule = (forEdit: boolean) => (forEdit ? UPLOAD_RULES.productVideoOnEdit : UPLOAD_RULES.productVideoOnCreate);

/** A short-lived URL to PUT a product video straight to storage, under the brand's folder. */
export async function createProductVideoUploadUrl(
  storage: ObjectStorage,
  brandId: string,
  contentType: string,
  size: number,
  forEdit: boolean,
): Promise<ProductVideoTicket> {
  const rule = videoRule(forEdit);
  if (!isAllowedType(rule, contentType)) throw new ValidationError({ contentType: wrongTypeMessage(rule) });
  if (size > rule.maxBytes) throw new ValidationError({ size: tooLargeMessage(rule) });
  if (size <= 0) throw new ValidationError({ size: emptyFileMessage(rule) });
  const key = `${newKeyStem(rule, brandId)}.${EXTENSION_FOR_TYPE[contentType]}`;
  const target = await storage.createUploadUrl(rule.bucket, key, {
    contentType,
    size,
    expiresInSeconds: PRODUCT_VIDEO_UPLOAD_SECONDS,
    rule: forEdit ? 'productVideoOnEdit' : 'productVideoOnCreate',
  });
  return { ...target, key, maxBytes: size };
}

/**
 * Checks a directly uploaded product video before the write: its key under the brand's folder, not
 * used yet, the size from storage within the limit (50 MB on create, 100 MB on edit) and the type
 * from its first bytes. A file that does not pass is deleted.
 */
export async function checkUploadedVideo(
  prisma: PrismaClient,
  storage: ObjectStorage,
  brandId: string,
  key: string,
  forEdit: boolean,
  field = 'videoUploadKey',
): Promise<StoredMedia> {
  const rule = videoRule(forEdit);
  if (!isSafeKey(key) || !key.startsWith(`${rule.folder}/${brandId}/`))
    throw new ValidationError({ [field]: PRODUCT_EXTRA_MESSAGES.uploadNotForBrand });
  const recorded = await prisma.mediaObject.findUnique({
    where: { bucket_key: { bucket: rule.bucket, key } },
    select: { id: true },
  });
  if (recorded) throw new ValidationError({ [field]: PRODUCT_EXTRA_MESSAGES.uploadNotFound });
  const info = await storage.stat(rule.bucket, key);
  if (!info) throw new ValidationError({ [field]: PRODUCT_EXTRA_MESSAGES.uploadNotFound });
  const head = (await storage.readHead(rule.bucket, key, SNIFF_BYTES)) ?? Buffer.alloc(0);
  const contentType = await detectContentType(head);
  const problem = uploadProblem(rule, { size: info.size, contentType });
  if (problem) {
    await storage.delete(rule.bucket, key);
    throw new ValidationError({ [field]: problem });
  }
  return {
    bucket: rule.bucket,
    key,
    contentType: contentType!,
    size: info.size,
    width: null,
    height: null,
    variants: [],
    state: 'ready',
  };
}
