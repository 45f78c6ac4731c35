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
import { builder } from '../../graphql/builder.js';
import { type StorageProbe } from './data-diagnostics.js';
import type { MediaState, Role } from '../../generated/prisma/client.js';
import { RoleEnum } from '../users/types.js';

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

const PROCESSING_DESCRIPTION =
  'True while the upload is being processed: nothing is at `url` yet and there are no variants. Show a placeholder, and ask again (a few seconds; a very large image can take a minute).';
const FAILED_DESCRIPTION =
  'True when the upload could not be processed (it did not decode): nothing is or will be at `url`. Upload it again.';

export const ImageVariantRef = builder.objectRef<ImageVariantView>('ImageVariant').implement({
  description: 'A resized copy of an uploaded image.',
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.exposeInt('width', { description: 'Pixels; never wider than the original.' }),
    height: t.exposeInt('height'),
    format: t.exposeString('format', {
      description:
        "'webp' (quality 85) in `variants` lists; AVIF copies are reached through `ResponsiveImage.sources`.",
    }),
  }),
});

export const ImageSourceRef = builder.objectRef<ImageSource>('ImageSource').implement({
  description: 'The variants of an image in one format, for a <source> element of a <picture>.',
  fields: (t) => ({
    type: t.exposeString('type', { description: "'image/avif' or 'image/webp'." }),
    srcSet: t.exposeString('srcSet', { description: "'url 320w, url 640w, ...', narrowest first." }),
  }),
});

export const ResponsiveImageRef = builder.objectRef<ResponsiveImageView>('ResponsiveImage').implement({
  description:
    'An image with the AVIF and webp variants made from it when it was uploaded (uploads from before AVIF have webp only). Seeded and linked images have no variants. An upload is processed by a job: until it is done, `processing` is true.',
  fields: (t) => ({
    url: t.exposeString('url', {
      description: 'The original file (for uploads: upright, without metadata, at most 4096 px on its longer side).',
    }),
    processing: t.exposeBoolean('processing', { description: PROCESSING_DESCRIPTION }),
    failed: t.exposeBoolean('failed', { description: FAILED_DESCRIPTION }),
    width: t.exposeInt('width', { nullable: true, description: 'Of the original; null when unknown.' }),
    height: t.exposeInt('height', { nullable: true }),
    variants: t.field({
      type: [ImageVariantRef],
      description: 'The webp variants, narrowest first.',
      resolve: (i) => i.variants,
    }),
    srcSet: t.exposeString('srcSet', {
      nullable: true,
      description: "webp, for <img srcset>: 'url 320w, url 640w, ...'; null without variants.",
    }),
    sources: t.field({
      type: [ImageSourceRef],
      description:
        'For the <source> elements of a <picture>, in order: AVIF (when the upload has it), then webp. Empty without variants.',
      resolve: (i) => i.sources,
    }),
  }),
});

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

/** For image types that are not a ResponsiveImage (BrandImage): the same two flags. */
export const imageStateDescriptions = { processing: PROCESSING_DESCRIPTION, failed: FAILED_DESCRIPTION };

export const HttpHeaderRef = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

interface UploadDiagnosticsView {
  session: { valid: boolean; expiresAt: Date | null };
  user: { id: string; email: string; role: Role };
  storage: StorageProbe;
}

const SessionDiagnosticsRef = builder.objectRef<UploadDiagnosticsView['session']>('SessionDiagnostics').implement({
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the access token used expires.',
    }),
  }),
});

const DiagnosticsUserRef = builder.objectRef<UploadDiagnosticsView['user']>('DiagnosticsUser').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The row id.' }),
    email: t.exposeString('email'),
    role: t.expose('role', { type: RoleEnum }),
  }),
});

const StorageDiagnosticsRef = builder.objectRef<StorageProbe>('StorageDiagnostics').implement({
  fields: (t) => ({
    driver: t.exposeString('driver', { description: "'local' or 's3'." }),
    bucket: t.exposeString('bucket'),
    write: t.exposeBoolean('write'),
    read: t.exposeBoolean('read'),
    delete: t.exposeBoolean('delete'),
    latencyMs: t.exposeFloat('latencyMs', { description: 'Write, read back and delete together.' }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

export const UploadDiagnosticsRef = builder.objectRef<UploadDiagnosticsView>('UploadDiagnostics').implement({
  fields: (t) => ({
    session: t.field({ type: SessionDiagnosticsRef, resolve: (d) => d.session }),
    user: t.field({ type: DiagnosticsUserRef, resolve: (d) => d.user }),
    storage: t.field({ type: StorageDiagnosticsRef, resolve: (d) => d.storage }),
  }),
});

// For other features' image fields: the batched lookup lives beside these types.
export { responsiveImageOf } from './media-image-loader.js';
