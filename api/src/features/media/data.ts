import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { StoredMedia, StoredVariant } from '../../storage/stored-media.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { UploadRejectedError } from '../../storage/upload-rejected.js';

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

/** The variants column read back; anything malformed is left out rather than breaking a page. */
export function parseVariants(json: unknown): StoredVariant[] {
  return Array.isArray(json) ? json.filter(isVariant).map((v) => ({ ...v, format: 'webp' as const })) : [];
}

export interface MediaDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
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

/** Runs an upload step, turning a refused file into the API's validation error on `field`. */
export async function asFieldError<T>(field: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof UploadRejectedError) throw new ValidationError({ [field]: err.message });
    throw err;
  }
}
