/** Gallery positions: -1 the product's video, -2 the brand's spotlight video, 0 and up the images. */
export const PRODUCT_VIDEO_INDEX = -1;
export const BRAND_VIDEO_INDEX = -2;

export type GalleryItem =
  | { index: number; kind: 'video'; url: string; poster: string | null; label: string }
  | { index: number; kind: 'image'; url: string; label: string };

export interface GallerySource {
  title: string;
  image: string | null;
  images: readonly string[];
  video: { url: string; thumbnail?: string | null; source: string } | null;
}

/** The gallery's items, videos first; the main image leads the images and none repeats. */
export function galleryItems({ title, image, images, video }: GallerySource): GalleryItem[] {
  const items: GalleryItem[] = [];
  if (video) {
    const fromProduct = video.source === 'PRODUCT';
    items.push({
      index: fromProduct ? PRODUCT_VIDEO_INDEX : BRAND_VIDEO_INDEX,
      kind: 'video',
      url: video.url,
      poster: video.thumbnail ?? null,
      label: fromProduct ? `${title} video` : 'Brand spotlight video',
    });
  }
  const pictures = [...new Set([image, ...images].filter((url): url is string => !!url))];
  pictures.forEach((url, i) => items.push({ index: i, kind: 'image', url, label: `${title} image ${i + 1}` }));
  return items;
}

/** The product video, else the brand video, else the first image; null for an empty gallery. */
export function defaultGalleryIndex(items: readonly GalleryItem[]): number | null {
  for (const wanted of [PRODUCT_VIDEO_INDEX, BRAND_VIDEO_INDEX, 0]) {
    if (items.some((item) => item.index === wanted)) return wanted;
  }
  return null;
}
