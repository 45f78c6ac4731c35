import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A real PNG of the given size (a smooth gradient, so it compresses like a photo would not). */
export async function png(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A real PNG of noise, at least `minBytes` long (noise does not compress). */
export async function noisyPng(minBytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(minBytes / 3)) + 16;
  const image = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (image.length < minBytes) throw new Error('noise PNG came out too small');
  return image;
}

/** The start of an MP4 file (an ftyp box), padded to `size` bytes: enough to be recognised as video/mp4. */
export function mp4(size = 64 * 1024): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(Math.max(0, size - ftyp.length))]);
}

/** Plain text, whatever name or type it is sent with. */
export const text = (size = 2000) => Buffer.from('This is not an image. '.repeat(Math.ceil(size / 22)).slice(0, size));

/** A photo-like JPEG (a smooth random field with grain), as a phone camera would send it. */
export async function photoJpeg(width: number, height: number, quality = 85): Promise<Buffer> {
  const field = await sharp(randomBytes(48 * 36 * 3), { raw: { width: 48, height: 36, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const grain = randomBytes(field.length);
  for (let i = 0; i < field.length; i += 1) field[i] = Math.min(255, Math.max(0, field[i]! + (grain[i]! % 24) - 12));
  return sharp(field, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/**
 * A square PNG of `side` pixels that stays small: 64×64 random colours scaled up with the nearest
 * kernel, at PNG's strongest compression (16383 px: about 5 MB, 268 megapixels to decode).
 */
export async function hugeNearestPng(side: number): Promise<Buffer> {
  return sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
    .resize(side, side, { kernel: 'nearest' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
