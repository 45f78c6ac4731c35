/** What the studio knows about an image's file. */
export type UploadedImageState =
  /** srcSet: the variants, once an image that was being processed is ready. */
  | { status: 'ready'; srcSet?: string | null }
  | { status: 'processing' }
  | { status: 'failed' }
  /** The file did not load; asking the API whether it is an upload still being processed. */
  | { status: 'checking' }
  /** Nothing could be loaded, and it is not an upload being processed (a broken link). */
  | { status: 'unavailable' };

export type KnownImageStatus = 'ready' | 'processing' | 'failed';

/** The status an image field's flags (ResponsiveImage, BrandImage) say; 'ready' without the field. */
export const imageStatus = (image: { processing: boolean; failed: boolean } | null | undefined): KnownImageStatus =>
  image?.processing ? 'processing' : image?.failed ? 'failed' : 'ready';

/** How long to wait before asking again: often at first (most uploads take seconds), then less often. */
export const pollDelayMs = (attempt: number): number => (attempt < 10 ? 2000 : attempt < 30 ? 5000 : 15000);
