/**
 * Responsive image variants: the widths the web app renders (cards 320, 640, detail 960, hero 1600),
 * each as AVIF (for browsers that take it) and as webp at quality 85 (what the specs request from
 * public storage). Images are never upscaled: widths at or above the original are replaced by one
 * variant at the original width (capped at the largest), so the widest variant always holds all the
 * detail there is.
 */

export const VARIANT_WIDTHS = [320, 640, 960, 1600] as const;

/** Most preferred first: a <picture> lists its sources in this order. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The format of uploads stored before AVIF variants existed, and of `ImageVariant` lists. */
export const VARIANT_FORMAT: VariantFormat = 'webp';
export const VARIANT_QUALITY = 85;

/**
 * AVIF encoder settings: quality 50 (sharp's default) at about half the bytes of webp 85. Effort 0
 * (of 0-9) adds about 40% to an upload's processing; effort 1 saves 2-7% more bytes for about 90%,
 * and the default 4 saves some 18% more for over ten times as long, too slow for two cores.
 */
export const AVIF_QUALITY = 50;
export const AVIF_EFFORT = 0;

/**
 * The stored original is made from the upload (turned upright, every metadata block removed) and
 * capped at this many pixels on its longer side: nothing on the site shows more than 1600 px, and a
 * 16383 px square re-encoded whole costs seconds of CPU and a file many times the upload's size.
 */
export const STORED_ORIGINAL_MAX_SIDE = 4096;

/** The most pixels an upload may have (sharp's own default limit: 16383 × 16383). */
export const MAX_IMAGE_PIXELS = 16383 * 16383;

/** The stored original's size for an upright upload of this size: within the cap, proportions kept. */
export function storedOriginalSize(width: number, height: number): { width: number; height: number } {
  const scale = STORED_ORIGINAL_MAX_SIDE / Math.max(width, height);
  if (scale >= 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export function isVariantFormat(value: unknown): value is VariantFormat {
  return (VARIANT_FORMATS as readonly unknown[]).includes(value);
}

export function variantWidths(originalWidth: number): number[] {
  if (!Number.isInteger(originalWidth) || originalWidth < 1) return [];
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const below: number[] = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  const top = Math.min(originalWidth, largest);
  return below.includes(top) ? below : [...below, top];
}

/** 'brands/b1/photo.png' -> 'brands/b1/photo-w640.webp' (or '.avif'): variants sit next to the original. */
export function variantKey(originalKey: string, width: number, format: VariantFormat = VARIANT_FORMAT): string {
  const slash = originalKey.lastIndexOf('/');
  const dot = originalKey.lastIndexOf('.');
  const stem = dot > slash + 1 ? originalKey.slice(0, dot) : originalKey;
  return `${stem}-w${width}.${format}`;
}

/** A srcset attribute value ('a.webp 320w, b.webp 640w'), narrowest first; null when there are none. */
export function srcSet(variants: readonly { url: string; width: number }[]): string | null {
  if (variants.length === 0) return null;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

export interface ImageSource {
  /** The MIME type for <source type>. */
  type: string;
  srcSet: string;
}

/**
 * One <source> per format the image has variants in, most preferred first. Uploads stored before
 * AVIF existed have webp only, so they get one source.
 */
export function imageSources(
  variants: readonly { url: string; width: number; format: VariantFormat }[],
): ImageSource[] {
  return VARIANT_FORMATS.flatMap((format) => {
    const set = srcSet(variants.filter((v) => v.format === format));
    return set ? [{ type: VARIANT_CONTENT_TYPES[format], srcSet: set }] : [];
  });
}
