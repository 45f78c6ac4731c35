import sharp, { type Sharp } from 'sharp';
import {
  AVIF_EFFORT,
  AVIF_QUALITY,
  VARIANT_FORMATS,
  VARIANT_QUALITY,
  variantWidths,
  type VariantFormat,
} from '../domain/image-variants.js';

export interface ImageSize {
  width: number;
  height: number;
}

export interface RenderedVariant extends ImageSize {
  format: VariantFormat;
  data: Buffer;
}

/** The displayed size of an image file (EXIF rotation applied); throws when it does not decode. */
export async function readImageSize(filePath: string): Promise<ImageSize> {
  const meta = await sharp(filePath).metadata();
  const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!size.width || !size.height) throw new Error('Image has no dimensions');
  return { width: size.width, height: size.height };
}

function encode(image: Sharp, format: VariantFormat): Sharp {
  return format === 'avif'
    ? image.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
    : image.webp({ quality: VARIANT_QUALITY });
}

/**
 * AVIF and webp variants at the responsive widths the original allows, narrowest first (AVIF before
 * webp at each width); never upscaled. Each width is decoded and resized once for both formats.
 */
export async function renderVariants(filePath: string, original: ImageSize): Promise<RenderedVariant[]> {
  const variants: RenderedVariant[] = [];
  for (const width of variantWidths(original.width)) {
    const pixels = await sharp(filePath)
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: w, height: h, channels } = pixels.info;
    for (const format of VARIANT_FORMATS) {
      const data = await encode(sharp(pixels.data, { raw: { width: w, height: h, channels } }), format).toBuffer();
      variants.push({ width: w, height: h, format, data });
    }
  }
  return variants;
}
