/**
 * Responsive image variants: the widths the web app renders (cards 320, 640, detail 960, hero 1600),
 * as webp at quality 85 (what the specs request from public storage). Images are never upscaled:
 * widths at or above the original are replaced by one variant at the original width (capped at the
 * largest), so the widest variant always holds all the detail there is.
 */

export const VARIANT_WIDTHS = [320, 640, 960, 1600] as const;
export const VARIANT_FORMAT = 'webp';
export const VARIANT_QUALITY = 85;

export function variantWidths(originalWidth: number): number[] {
  if (!Number.isInteger(originalWidth) || originalWidth < 1) return [];
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const below: number[] = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  const top = Math.min(originalWidth, largest);
  return below.includes(top) ? below : [...below, top];
}

/** 'brands/b1/photo.png' -> 'brands/b1/photo-w640.webp': variants sit next to the original. */
export function variantKey(originalKey: string, width: number): string {
  const slash = originalKey.lastIndexOf('/');
  const dot = originalKey.lastIndexOf('.');
  const stem = dot > slash + 1 ? originalKey.slice(0, dot) : originalKey;
  return `${stem}-w${width}.${VARIANT_FORMAT}`;
}

/** A srcset attribute value ('a.webp 320w, b.webp 640w'), narrowest first; null when there are none. */
export function srcSet(variants: readonly { url: string; width: number }[]): string | null {
  if (variants.length === 0) return null;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}
