import type { Prisma } from '../generated/prisma/client.js';
import type { MediaState } from '../generated/prisma/enums.js';
import { MEDIA_BUCKETS, type MediaBucket } from '../domain/upload-rules.js';
import { isVariantFormat, VARIANT_FORMAT } from '../domain/image-variants.js';
import type { ObjectStorage } from './object-storage.js';
import { isSafeKey } from './object-key.js';
import { ValidationError } from '../errors.js';
import { deleteStoredMedia, type StoredMedia, type StoredVariant } from './stored-media.js';
import { UploadRejectedError } from './upload-rejected.js';

/** The media_objects row for what was stored. */
export function mediaObjectData(media: StoredMedia): Prisma.MediaObjectCreateInput {
  return {
    bucket: media.bucket,
    key: media.key,
    contentType: media.contentType,
    size: media.size,
    width: media.width,
    height: media.height,
    variants: media.variants as unknown as Prisma.InputJsonValue,
    state: media.state,
  };
}

/** A media_objects row as what is stored for it (for removing its files). */
export function storedMediaOf(row: {
  bucket: string;
  key: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: unknown;
  state: MediaState;
}): StoredMedia {
  return {
    bucket: row.bucket as MediaBucket,
    key: row.key,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    variants: parseVariants(row.variants),
    state: row.state,
  };
}

const isVariant = (v: unknown): v is StoredVariant => {
  const o = v as Partial<StoredVariant> | null;
  return (
    !!o &&
    typeof o.key === 'string' &&
    typeof o.width === 'number' &&
    typeof o.height === 'number' &&
    typeof o.size === 'number'
  );
};

/**
 * The variants column read back; anything malformed or in an unknown format is left out rather than
 * breaking a page. Rows written before variants recorded their format hold webp.
 */
export function parseVariants(json: unknown): StoredVariant[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isVariant).flatMap((v) => {
    const format = (v as { format?: unknown }).format ?? VARIANT_FORMAT;
    return isVariantFormat(format) ? [{ ...v, format }] : [];
  });
}

/** Runs an upload step, turning a refused file into the API's validation error on `field`. */
export async function asFieldError<T>(field: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof UploadRejectedError) throw new ValidationError({ [field]: err.message });
    throw err;
  }
}

/** The stored object behind a public URL of this store, or null for linked and seeded images. */
export function storedObjectOf(storage: ObjectStorage, url: string): { bucket: MediaBucket; key: string } | null {
  for (const bucket of MEDIA_BUCKETS) {
    const prefix = storage.publicUrl(bucket, 'x').slice(0, -1);
    if (!url.startsWith(prefix)) continue;
    try {
      const key = decodeURIComponent(url.slice(prefix.length));
      return isSafeKey(key) ? { bucket, key } : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Lets go of a stored object inside a write's transaction: its media_objects row goes now, and what
 * it returns is removed from storage after commit (removeReleasedMedia); null when it has no row.
 */
export async function releaseMediaRecord(
  tx: Prisma.TransactionClient,
  object: { bucket: MediaBucket; key: string },
): Promise<StoredMedia | null> {
  const row = await tx.mediaObject.findUnique({ where: { bucket_key: object } });
  if (!row) return null;
  await tx.mediaObject.delete({ where: { id: row.id } });
  return storedMediaOf(row);
}

/**
 * After commit: removes the released files (failures are logged, the write stands). An image still
 * being processed loses its private upload too; its job, finding no row, removes what it made.
 */
export async function removeReleasedMedia(storage: ObjectStorage, released: readonly StoredMedia[]): Promise<void> {
  for (const media of released) await deleteStoredMedia(storage, media);
}
