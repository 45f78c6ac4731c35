import type { ImageSource } from '../../domain/image-variants.js';
import { builder } from '../../graphql/builder.js';
import type { ImageVariantView, ResponsiveImageView } from './image-views.js';

export {
  MEDIA_IMAGE_SELECT,
  responsiveImage,
  variantViews,
  type ImageVariantView,
  type MediaImageRow,
  type ResponsiveImageView,
} from './image-views.js';

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

/** For image types that are not a ResponsiveImage (BrandImage): the same two flags. */
export const imageStateDescriptions = { processing: PROCESSING_DESCRIPTION, failed: FAILED_DESCRIPTION };

export const HttpHeaderRef = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

// For other features' image fields: the batched lookup lives beside these types.
export { responsiveImageOf } from './media-image-loader.js';
