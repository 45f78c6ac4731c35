import {
  imageSources,
  srcSet,
  VARIANT_FORMAT,
  type ImageSource,
  type VariantFormat,
} from '../../domain/image-variants.js';
import type { MediaBucket } from '../../domain/upload-rules.js';
import { parseVariants } from '../../storage/media-records.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import type { MediaState } from '../../generated/prisma/client.js';

// What the image fields show, computed from a media_objects row; the GraphQL types are in types.ts.

export interface ImageVariantView {
  url: string;
  width: number;
  height: number;
  format: VariantFormat;
}

export interface ResponsiveImageView {
  url: string;
  width: number | null;
  height: number | null;
  /** webp only: what the `variants` and `srcSet` fields have always listed. */
  variants: ImageVariantView[];
  srcSet: string | null;
  sources: ImageSource[];
  processing: boolean;
  failed: boolean;
}

/** The columns of a media_objects row the image fields read. */
export const MEDIA_IMAGE_SELECT = {
  bucket: true,
  key: true,
  width: true,
  height: true,
  variants: true,
  state: true,
} as const;

export interface MediaImageRow {
  bucket: string;
  key: string;
  width: number | null;
  height: number | null;
  variants: unknown;
  state: MediaState;
}

/** Variants in every format, with public URLs from the current storage settings. */
function allVariantViews(storage: ObjectStorage, media: MediaImageRow | null): ImageVariantView[] {
  if (!media) return [];
  return parseVariants(media.variants).map((v) => ({
    url: storage.publicUrl(media.bucket as MediaBucket, v.key),
    width: v.width,
    height: v.height,
    format: v.format,
  }));
}

/** The webp variants as `ImageVariant` lists show them, with public URLs from the current storage settings. */
export function variantViews(storage: ObjectStorage, media: MediaImageRow | null): ImageVariantView[] {
  return allVariantViews(storage, media).filter((v) => v.format === VARIANT_FORMAT);
}

/** An image by URL, with variants when `media` is the upload behind that URL. */
export function responsiveImage(storage: ObjectStorage, url: string, media: MediaImageRow | null): ResponsiveImageView {
  const upload = media && storage.publicUrl(media.bucket as MediaBucket, media.key) === url ? media : null;
  const all = allVariantViews(storage, upload);
  const variants = all.filter((v) => v.format === VARIANT_FORMAT);
  return {
    url,
    width: upload?.width ?? null,
    height: upload?.height ?? null,
    variants,
    srcSet: srcSet(variants),
    sources: imageSources(all),
    processing: upload?.state === 'processing',
    failed: upload?.state === 'failed',
  };
}
