import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  AVIF_EFFORT,
  AVIF_QUALITY,
  MAX_IMAGE_PIXELS,
  STORED_ORIGINAL_MAX_SIDE,
  VARIANT_FORMATS,
  VARIANT_QUALITY,
  variantWidths,
  type VariantFormat,
} from '../domain/image-variants.js';
import type { ImageType } from '../domain/upload-rules.js';

// One libvips thread per image operation (sharp's default is one per core, except on glibc without
// jemalloc): with one image job at a time per process, processing keeps to one core and the API's
// requests keep the other on a two-core machine. Process-wide, like every sharp setting.
sharp.concurrency(1);

export interface ImageSize {
  width: number;
  height: number;
}

export interface RenderedVariant extends ImageSize {
  format: VariantFormat;
  data: Buffer;
}

export interface RenderedImage {
  /** The stored original: upright, within the size cap, in the upload's format, without any metadata. */
  original: ImageSize & { data: Buffer };
  /** AVIF and webp at the responsive widths, narrowest first (AVIF before webp at each width). */
  variants: RenderedVariant[];
}

/** Quality of re-encoded originals (JPEG and WebP; PNG stays lossless). */
const ORIGINAL_QUALITY = 90;

/**
 * The displayed size of an image file (EXIF rotation applied), read from its header without decoding
 * it; throws when it is not an image sharp can read.
 */
export async function readImageSize(filePath: string): Promise<ImageSize> {
  const meta = await sharp(filePath, { limitInputPixels: false }).metadata();
  const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!size.width || !size.height) throw new Error('Image has no dimensions');
  return { width: size.width, height: size.height };
}

export const hasTooManyPixels = (size: ImageSize) => size.width * size.height > MAX_IMAGE_PIXELS;

const rawInput = (pixels: { data: Buffer; info: OutputInfo }) =>
  sharp(pixels.data, { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } });

function encodeOriginal(image: Sharp, type: ImageType): Sharp {
  if (type === 'image/png') return image.png();
  if (type === 'image/webp') return image.webp({ quality: ORIGINAL_QUALITY });
  return image.jpeg({ quality: ORIGINAL_QUALITY });
}

function encodeVariant(image: Sharp, format: VariantFormat): Sharp {
  return format === 'avif'
    ? image.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
    : image.webp({ quality: VARIANT_QUALITY });
}

/**
 * Decodes an upload once, turned upright and scaled into the stored original's cap, to raw pixels:
 * nothing of the file but its pixels goes further, so no metadata block (EXIF, XMP, IPTC, comments,
 * PNG text chunks) can reach a stored file. From those pixels come the stored original, in the
 * upload's format, and the variants, each width made from the next wider one rather than from the
 * full image. Throws when the file does not decode.
 */
export async function renderImage(filePath: string, type: ImageType): Promise<RenderedImage> {
  const pixels = await sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({
      width: STORED_ORIGINAL_MAX_SIDE,
      height: STORED_ORIGINAL_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = pixels.info;
  const original = { width, height, data: await encodeOriginal(rawInput(pixels), type).toBuffer() };

  const variants: RenderedVariant[] = [];
  let source = pixels;
  for (const target of variantWidths(width).reverse()) {
    // The height from the original's proportions, so rounding does not add up from width to width.
    const targetHeight = Math.max(1, Math.round((height * target) / width));
    if (target !== source.info.width)
      source = await rawInput(source)
        .resize({ width: target, height: targetHeight, fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
    const { width: w, height: h } = source.info;
    // One after the other: two encodes at once would take a second core.
    const encoded: RenderedVariant[] = [];
    for (const format of VARIANT_FORMATS)
      encoded.push({ width: w, height: h, format, data: await encodeVariant(rawInput(source), format).toBuffer() });
    variants.unshift(...encoded);
  }
  return { original, variants };
}
