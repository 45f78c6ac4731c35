import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
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
  /**
   * The stored original, in a file of the work directory: upright, within the size cap, in the
   * upload's format, without any metadata.
   */
  original: ImageSize & { filePath: string; size: number };
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
 * Decodes an upload once, turned upright and scaled into the stored original's cap, into libvips'
 * own uncompressed format in `workDir`: only its pixels go further, so no metadata block (EXIF, XMP,
 * IPTC, comments, PNG text chunks) can reach a stored file. From that file come the stored original,
 * in the upload's format, and the variants, each width made from the next wider one rather than from
 * the full image. The large intermediate images stay in files, never in JavaScript buffers (tens of
 * megabytes each, which would make the API's garbage collector pause requests). Throws when the
 * upload does not decode.
 */
export async function renderImage(filePath: string, type: ImageType, workDir: string): Promise<RenderedImage> {
  const upright = path.join(workDir, 'upright.v');
  const { width, height } = await sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({
      width: STORED_ORIGINAL_MAX_SIDE,
      height: STORED_ORIGINAL_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toFile(upright);
  const originalPath = path.join(workDir, 'original');
  const { size } = await encodeOriginal(sharp(upright), type).toFile(originalPath);

  const variants: RenderedVariant[] = [];
  let source = { filePath: upright, width };
  for (const target of variantWidths(width).reverse()) {
    if (target !== source.width) {
      const next = path.join(workDir, `w${target}.v`);
      // The height from the original's proportions, so rounding does not add up from width to width.
      const targetHeight = Math.max(1, Math.round((height * target) / width));
      await sharp(source.filePath).resize({ width: target, height: targetHeight, fit: 'fill' }).toFile(next);
      source = { filePath: next, width: target };
    }
    // One after the other: two encodes at once would take a second core.
    const encoded: RenderedVariant[] = [];
    for (const format of VARIANT_FORMATS) {
      const { data, info } = await encodeVariant(sharp(source.filePath), format).toBuffer({ resolveWithObject: true });
      encoded.push({ width: info.width, height: info.height, format, data });
    }
    variants.unshift(...encoded);
  }
  return { original: { width, height, filePath: originalPath, size }, variants };
}
