import sharp from 'sharp';
import { VARIANT_QUALITY, variantWidths } from '../domain/image-variants.js';

export interface ImageSize {
  width: number;
  height: number;
}

export interface RenderedVariant extends ImageSize {
  format: 'webp';
  data: Buffer;
}

/** The displayed size of an image file (EXIF rotation applied); throws when it does not decode. */
export async function readImageSize(filePath: string): Promise<ImageSize> {
  const meta = await sharp(filePath).metadata();
  const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!size.width || !size.height) throw new Error('Image has no dimensions');
  return { width: size.width, height: size.height };
}

/** webp variants at the responsive widths the original allows, narrowest first; never upscaled. */
export async function renderVariants(filePath: string, original: ImageSize): Promise<RenderedVariant[]> {
  const variants: RenderedVariant[] = [];
  for (const width of variantWidths(original.width)) {
    const { data, info } = await sharp(filePath)
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: VARIANT_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, format: 'webp', data });
  }
  return variants;
}
