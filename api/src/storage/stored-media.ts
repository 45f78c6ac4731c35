import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  IMAGE_TYPES,
  tooManyPixelsMessage,
  unreadableImageMessage,
  type ImageType,
  type MediaBucket,
  type UploadRule,
} from '../domain/upload-rules.js';
import { storedOriginalSize, VARIANT_CONTENT_TYPES, variantKey, type VariantFormat } from '../domain/image-variants.js';
import type { MediaState } from '../generated/prisma/enums.js';
import { INCOMING, type ObjectStorage, type StorageArea } from './object-storage.js';
import type { ReceivedFile } from './receive-upload.js';
import { hasTooManyPixels, readImageSize, renderImage, type ImageSize, type RenderedImage } from './render-image.js';
import { UploadRejectedError } from './upload-rejected.js';
import { logger } from '../log/logger.js';

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
  /**
   * 'processing': the upload waits in the private area (at incomingKey) for its job, and nothing is
   * at `key` yet; 'ready': the original and its variants are stored; 'failed': the job could not
   * make them (the upload did not decode).
   */
  state: MediaState;
}

/** Where an image's upload waits in the private area until its job has made the public files. */
export const incomingKey = (media: { bucket: MediaBucket; key: string }) => `${media.bucket}/${media.key}`;

/** A fresh key without extension for an upload into a slot: '{folder}/{ownerId}/{uuid}'. */
export function newKeyStem(rule: UploadRule, ownerId: string): string {
  return `${rule.folder}/${ownerId}/${randomUUID()}`;
}

const imageTypeOf = (file: ReceivedFile, rule: UploadRule): ImageType => {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.contentType))
    throw new UploadRejectedError(unreadableImageMessage(rule));
  return file.contentType as ImageType;
};

/**
 * The request's part of an image upload, kept to what is fast: its size from the header (a file
 * that does not decode that far, or has too many pixels, is refused), and the file put in the
 * private area. Its job (see process-image.ts) then makes the stored files with storeImage.
 */
export async function stageImage(
  objects: ObjectStorage,
  rule: UploadRule,
  file: ReceivedFile,
  keyStem: string,
): Promise<StoredMedia> {
  const contentType = imageTypeOf(file, rule);
  let size: ImageSize;
  try {
    size = await readImageSize(file.filePath);
  } catch {
    throw new UploadRejectedError(unreadableImageMessage(rule));
  }
  if (hasTooManyPixels(size)) throw new UploadRejectedError(tooManyPixelsMessage(rule));
  const media: StoredMedia = {
    bucket: rule.bucket,
    key: `${keyStem}.${file.extension}`,
    contentType,
    size: file.size,
    // What the stored original will measure; the job records what it made.
    ...storedOriginalSize(size.width, size.height),
    variants: [],
    state: 'processing',
  };
  await objects.put(INCOMING, incomingKey(media), { filePath: file.filePath }, contentType);
  return media;
}

/**
 * Makes an image's stored files from the file on disk: the original (upright, every metadata block
 * removed, at most 4096 px on its longer side, in the upload's format) and its AVIF and webp variants
 * next to it, at '{keyStem}.{extension}'. Either everything is stored or, when anything fails,
 * whatever was already written is removed again before the error goes on. Keys depend only on
 * keyStem, so doing it again for the same upload overwrites the same objects.
 */
export async function storeImage(
  objects: ObjectStorage,
  rule: UploadRule,
  file: ReceivedFile,
  keyStem: string,
): Promise<StoredMedia> {
  const contentType = imageTypeOf(file, rule);
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'adire-render-'));
  try {
    let rendered: RenderedImage;
    try {
      rendered = await renderImage(file.filePath, contentType, workDir);
    } catch {
      throw new UploadRejectedError(unreadableImageMessage(rule));
    }
    const media: StoredMedia = {
      bucket: rule.bucket,
      key: `${keyStem}.${file.extension}`,
      contentType,
      size: rendered.original.size,
      width: rendered.original.width,
      height: rendered.original.height,
      variants: [],
      state: 'ready',
    };
    const written: string[] = [];
    try {
      await objects.put(media.bucket, media.key, { filePath: rendered.original.filePath }, media.contentType);
      written.push(media.key);
      for (const variant of rendered.variants) {
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
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
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
    state: 'ready',
  };
  await objects.put(media.bucket, media.key, { filePath: file.filePath }, media.contentType);
  return media;
}

/**
 * Removes an upload's objects: original and variants and, unless it was ready, its upload in the
 * private area. Failures are logged, not thrown: this runs while cleaning up.
 */
export async function deleteStoredMedia(
  objects: ObjectStorage,
  media: Pick<StoredMedia, 'bucket' | 'key' | 'variants' | 'state'>,
): Promise<void> {
  await Promise.all([
    deleteObjects(objects, media.bucket, [media.key, ...media.variants.map((v) => v.key)]),
    media.state === 'ready' ? undefined : deleteObjects(objects, INCOMING, [incomingKey(media)]),
  ]);
}

async function deleteObjects(objects: ObjectStorage, bucket: StorageArea, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => objects.delete(bucket, key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      logger.error({ err: result.reason, bucket, key: keys[i] }, 'could not remove a stored object');
  });
}
