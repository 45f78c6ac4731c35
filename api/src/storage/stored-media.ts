import { randomUUID } from 'node:crypto';
import { unreadableImageMessage, type MediaBucket, type UploadRule } from '../domain/upload-rules.js';
import { VARIANT_CONTENT_TYPES, variantKey, type VariantFormat } from '../domain/image-variants.js';
import type { ObjectStorage } from './object-storage.js';
import type { ReceivedFile } from './receive-upload.js';
import { readImageSize, renderVariants, type ImageSize, type RenderedVariant } from './render-variants.js';
import { UploadRejectedError } from './upload-rejected.js';
import { logger } from '../http/logger.js';

export interface StoredVariant {
  key: string;
  width: number;
  height: number;
  format: VariantFormat;
  size: number;
}

/** What was written to storage for one upload; the media_objects row records the same. */
export interface StoredMedia {
  bucket: MediaBucket;
  key: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: StoredVariant[];
}

/** A fresh key without extension for an upload into a slot: '{folder}/{ownerId}/{uuid}'. */
export function newKeyStem(rule: UploadRule, ownerId: string): string {
  return `${rule.folder}/${ownerId}/${randomUUID()}`;
}

/**
 * Stores an accepted image and its AVIF and webp variants next to it. Either everything is stored or, when
 * anything fails, whatever was already written is removed again before the error goes on.
 */
export async function storeImage(
  objects: ObjectStorage,
  rule: UploadRule,
  file: ReceivedFile,
  keyStem: string,
): Promise<StoredMedia> {
  let size: ImageSize;
  let rendered: RenderedVariant[];
  try {
    size = await readImageSize(file.filePath);
    rendered = await renderVariants(file.filePath, size);
  } catch {
    throw new UploadRejectedError(unreadableImageMessage(rule));
  }
  const media: StoredMedia = {
    bucket: rule.bucket,
    key: `${keyStem}.${file.extension}`,
    contentType: file.contentType,
    size: file.size,
    width: size.width,
    height: size.height,
    variants: [],
  };
  const written: string[] = [];
  try {
    await objects.put(media.bucket, media.key, { filePath: file.filePath }, media.contentType);
    written.push(media.key);
    for (const variant of rendered) {
      const key = variantKey(media.key, variant.width, variant.format);
      await objects.put(media.bucket, key, variant.data, VARIANT_CONTENT_TYPES[variant.format]);
      written.push(key);
      media.variants.push({
        key,
        width: variant.width,
        height: variant.height,
        format: variant.format,
        size: variant.data.length,
      });
    }
    return media;
  } catch (err) {
    await deleteObjects(objects, media.bucket, written);
    throw err;
  }
}

/** Stores an accepted video as it is. */
export async function storeVideo(
  objects: ObjectStorage,
  rule: UploadRule,
  file: ReceivedFile,
  keyStem: string,
): Promise<StoredMedia> {
  const media: StoredMedia = {
    bucket: rule.bucket,
    key: `${keyStem}.${file.extension}`,
    contentType: file.contentType,
    size: file.size,
    width: null,
    height: null,
    variants: [],
  };
  await objects.put(media.bucket, media.key, { filePath: file.filePath }, media.contentType);
  return media;
}

/** Removes an upload's objects (original and variants). Failures are logged, not thrown: this runs while cleaning up. */
export async function deleteStoredMedia(
  objects: ObjectStorage,
  media: Pick<StoredMedia, 'bucket' | 'key' | 'variants'>,
): Promise<void> {
  await deleteObjects(objects, media.bucket, [media.key, ...media.variants.map((v) => v.key)]);
}

async function deleteObjects(objects: ObjectStorage, bucket: MediaBucket, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => objects.delete(bucket, key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      logger.error({ err: result.reason, bucket, key: keys[i] }, 'could not remove a stored object');
  });
}
