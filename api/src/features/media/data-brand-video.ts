import type { Readable } from 'node:stream';
import {
  EXTENSION_FOR_TYPE,
  UPLOAD_RULES,
  emptyFileMessage,
  isAllowedType,
  tooLargeMessage,
  uploadProblem,
  wrongTypeMessage,
} from '../../domain/upload-rules.js';
import { ValidationError } from '../../errors.js';
import { SNIFF_BYTES, detectContentType } from '../../storage/detect-type.js';
import { isSafeKey } from '../../storage/object-key.js';
import type { UploadTarget } from '../../storage/object-storage.js';
import { receiveUpload } from '../../storage/receive-upload.js';
import { deleteStoredMedia, newKeyStem, storeVideo, type StoredMedia } from '../../storage/stored-media.js';
import { lockBrand, brandNotFound } from './data.js';
import { asFieldError, mediaObjectData, storedMediaOf } from '../../storage/media-records.js';
import type { MediaDeps } from './data.js';
import { recordAudit } from '../../graphql/kit/audit.js';

const rule = UPLOAD_RULES.brandVideo;

/** How long a direct-upload URL stays valid. */
export const VIDEO_UPLOAD_URL_SECONDS = 15 * 60;

export const UPLOAD_NOT_FOUND_MESSAGE = 'The uploaded video was not found. Please upload it again.';
export const UPLOAD_NOT_FOR_BRAND_MESSAGE = 'This upload does not belong to this brand.';

/** Stores a video sent through the API and makes it the brand's video. */
export async function uploadBrandVideo(deps: MediaDeps, brandId: string, source: Readable): Promise<void> {
  const media = await asFieldError('file', async () => {
    const file = await receiveUpload(source, rule);
    try {
      return await storeVideo(deps.storage, rule, file, newKeyStem(rule, brandId));
    } finally {
      await file.discard();
    }
  });
  await setBrandVideo(deps, brandId, media);
}

export interface VideoUploadTicket extends UploadTarget {
  /** Pass it to completeBrandVideoUpload once the PUT has succeeded. */
  key: string;
  maxBytes: number;
}

/**
 * A short-lived URL to PUT a large video straight to storage, so it does not stream through
 * GraphQL. The declared type and size are checked now; the bytes when the upload is completed.
 */
export async function createBrandVideoUploadUrl(
  { storage }: MediaDeps,
  brandId: string,
  contentType: string,
  size: number,
): Promise<VideoUploadTicket> {
  if (!isAllowedType(rule, contentType)) throw new ValidationError({ contentType: wrongTypeMessage(rule) });
  if (size > rule.maxBytes) throw new ValidationError({ size: tooLargeMessage(rule) });
  if (size <= 0) throw new ValidationError({ size: emptyFileMessage(rule) });
  const key = `${newKeyStem(rule, brandId)}.${EXTENSION_FOR_TYPE[contentType]}`;
  const target = await storage.createUploadUrl(rule.bucket, key, {
    contentType,
    size,
    expiresInSeconds: VIDEO_UPLOAD_URL_SECONDS,
    rule: 'brandVideo',
  });
  return { ...target, key, maxBytes: size };
}

/**
 * Checks a directly uploaded video (size from storage, type from its first bytes) and makes it the
 * brand's video. An object that does not pass is deleted. Completing the same upload twice is harmless.
 */
export async function completeBrandVideoUpload(deps: MediaDeps, brandId: string, key: string): Promise<void> {
  const { prisma, storage } = deps;
  if (!isSafeKey(key) || !key.startsWith(`${rule.folder}/${brandId}/`))
    throw new ValidationError({ key: UPLOAD_NOT_FOR_BRAND_MESSAGE });

  const recorded = await prisma.mediaObject.findUnique({
    where: { bucket_key: { bucket: rule.bucket, key } },
    select: { id: true, brandsWithVideo: { select: { id: true } } },
  });
  if (recorded) {
    if (recorded.brandsWithVideo.some((b) => b.id === brandId)) return;
    throw new ValidationError({ key: UPLOAD_NOT_FOUND_MESSAGE });
  }

  const info = await storage.stat(rule.bucket, key);
  if (!info) throw new ValidationError({ key: UPLOAD_NOT_FOUND_MESSAGE });
  const head = (await storage.readHead(rule.bucket, key, SNIFF_BYTES)) ?? Buffer.alloc(0);
  const contentType = await detectContentType(head);
  const problem = uploadProblem(rule, { size: info.size, contentType });
  if (problem) {
    await storage.delete(rule.bucket, key);
    throw new ValidationError({ file: problem });
  }
  await setBrandVideo(deps, brandId, {
    bucket: rule.bucket,
    key,
    contentType: contentType!,
    size: info.size,
    width: null,
    height: null,
    variants: [],
    state: 'ready',
  });
}

/**
 * Records a stored video and makes it the brand's video in one transaction, then removes the video
 * it replaced. If the transaction fails, the new objects are removed instead.
 */
async function setBrandVideo(
  { prisma, storage, actor }: MediaDeps,
  brandId: string,
  media: StoredMedia,
): Promise<void> {
  let replaced;
  try {
    replaced = await prisma.$transaction(async (tx) => {
      if (!(await lockBrand(tx, brandId))) throw brandNotFound();
      const brand = await tx.brand.findUniqueOrThrow({
        where: { id: brandId },
        select: { videoMedia: true, videoUrl: true, name: true },
      });
      const record = await tx.mediaObject.create({ data: mediaObjectData(media), select: { id: true } });
      const videoUrl = storage.publicUrl(media.bucket, media.key);
      await tx.brand.update({ where: { id: brandId }, data: { videoUrl, videoMediaId: record.id } });
      await recordAudit(tx, actor, {
        action: 'video_set',
        entityType: 'brand',
        entityId: brandId,
        entityLabel: brand.name,
        brandId,
        changes: { videoUrl: { from: brand.videoUrl, to: videoUrl } },
      });
      if (brand.videoMedia) await tx.mediaObject.delete({ where: { id: brand.videoMedia.id } });
      return brand.videoMedia;
    });
  } catch (err) {
    // The same direct upload completed by a concurrent request: that one recorded it; keep the file.
    if (isUniqueViolation(err)) return;
    await deleteStoredMedia(storage, media);
    throw err;
  }
  if (replaced) await deleteStoredMedia(storage, storedMediaOf(replaced));
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === 'P2002';
