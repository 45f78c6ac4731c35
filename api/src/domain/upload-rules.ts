/**
 * What each upload slot in the studio accepts (the specs' limits), where the file is stored, and
 * the messages people see when a file does not fit. Types are checked against the file's bytes.
 */

export const MEDIA_BUCKETS = [
  'brand-assets',
  'product-images',
  'product-videos',
  'hero-images',
  'spotlight-images',
  'spotlight-videos',
] as const;
export type MediaBucket = (typeof MEDIA_BUCKETS)[number];

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type VideoType = (typeof VIDEO_TYPES)[number];
export type MediaType = ImageType | VideoType;

/** File extension stored with each accepted type, so objects are served with the right type. */
export const EXTENSION_FOR_TYPE: Readonly<Record<MediaType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

const TYPE_NAMES: Readonly<Record<MediaType, string>> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'QuickTime (MOV)',
};

export interface UploadRule {
  /** What the slot is called in messages, capitalised: 'Brand image'. */
  label: string;
  kind: 'image' | 'video';
  types: readonly MediaType[];
  maxBytes: number;
  /** How many files the slot holds, when the spec limits it. */
  maxFiles?: number;
  bucket: MediaBucket;
  /** First path segment inside the bucket (the specs' storage paths). */
  folder: string;
}

export const MB = 1024 * 1024;

const image = (
  label: string,
  maxMegabytes: number,
  bucket: MediaBucket,
  folder: string,
  maxFiles?: number,
): UploadRule => ({
  label,
  kind: 'image',
  types: IMAGE_TYPES,
  maxBytes: maxMegabytes * MB,
  bucket,
  folder,
  ...(maxFiles ? { maxFiles } : {}),
});

const video = (label: string, maxMegabytes: number, bucket: MediaBucket, folder: string): UploadRule => ({
  label,
  kind: 'video',
  types: VIDEO_TYPES,
  maxBytes: maxMegabytes * MB,
  bucket,
  folder,
});

export const UPLOAD_RULES = {
  brandImage: image('Brand image', 5, 'brand-assets', 'brands'),
  // The studio spec names product-videos as the video bucket for brand pages.
  brandVideo: video('Brand video', 50, 'product-videos', 'brands'),
  heroImage: image('Hero image', 20, 'hero-images', 'slides'),
  // The spec gives no limit for collection images: they take the brand image's (same bucket).
  collectionImage: image('Collection image', 5, 'brand-assets', 'collections'),
  productImage: image('Product image', 5, 'product-images', 'products', 4),
  productVideoOnCreate: video('Product video', 50, 'product-videos', 'videos'),
  productVideoOnEdit: video('Product video', 100, 'product-videos', 'videos'),
  videoThumbnail: image('Video thumbnail', 5, 'product-images', 'thumbnails'),
  serviceImage: image('Service image', 5, 'product-images', 'services', 2),
  portfolioImage: image('Portfolio image', 10, 'brand-assets', 'portfolio'),
  spotlightMainImage: image('Main image', 10, 'spotlight-images', 'main'),
  spotlightThumbnail: image('Thumbnail', 5, 'spotlight-images', 'thumbnails'),
  spotlightProductImage: image('Product image', 5, 'spotlight-images', 'products'),
  spotlightVideo: video('Video', 50, 'spotlight-videos', 'campaigns'),
} as const satisfies Record<string, UploadRule>;

export type UploadRuleName = keyof typeof UPLOAD_RULES;

export function isUploadRuleName(name: string): name is UploadRuleName {
  return Object.hasOwn(UPLOAD_RULES, name);
}

/** 'a PNG, JPEG or WebP' / 'an MP4, WebM or QuickTime (MOV)' */
function typeList(types: readonly MediaType[]): string {
  const names = types.map((t) => TYPE_NAMES[t]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  // Initialisms are read letter by letter: "an MP4", "a PNG".
  const article = /^[AEFHILMNORSX]/.test(list) && !/^[A-Z][a-z]/.test(list) ? 'an' : 'a';
  return `${article} ${list}`;
}

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** 'Brand image must be a PNG, JPEG or WebP file.' */
export const wrongTypeMessage = (rule: UploadRule) => `${rule.label} must be ${typeList(rule.types)} file.`;

/** 'Brand image must be 5 MB or smaller.' */
export const tooLargeMessage = (rule: UploadRule) => `${rule.label} must be ${megabytes(rule.maxBytes)} or smaller.`;

/** 'Brand image is empty.' */
export const emptyFileMessage = (rule: UploadRule) => `${rule.label} is empty.`;

/** An image whose bytes start like a PNG, JPEG or WebP but do not decode. */
export const unreadableImageMessage = (rule: UploadRule) =>
  `${rule.label} could not be read. Please choose another ${typeList(rule.types).replace(/^an? /, '')} file.`;

/** An image with more pixels than can be processed (sharp's limit, 16383 × 16383). */
export const tooManyPixelsMessage = (rule: UploadRule) =>
  `${rule.label} has too many pixels: it can be at most 16383 × 16383 pixels (268 megapixels).`;

/** 'You can upload up to 4 product images.' */
export const tooManyFilesMessage = (rule: UploadRule) =>
  `You can upload up to ${rule.maxFiles} ${rule.label.toLowerCase()}s.`;

/**
 * The image slot a stored key belongs to: keys are '{folder}/{ownerId}/{name}' in the slot's bucket,
 * and no two image slots share a bucket and folder.
 */
export function imageRuleAt(bucket: string, key: string): UploadRule | null {
  const folder = key.split('/')[0];
  return (
    Object.values(UPLOAD_RULES).find(
      (rule) => rule.kind === 'image' && rule.bucket === bucket && rule.folder === folder,
    ) ?? null
  );
}

export function isAllowedType(rule: UploadRule, contentType: string | null | undefined): contentType is MediaType {
  return !!contentType && (rule.types as readonly string[]).includes(contentType);
}

/** The first problem with a file of this size and detected type, or null when the slot accepts it. */
export function uploadProblem(
  rule: UploadRule,
  file: { size: number; contentType: string | null | undefined },
): string | null {
  if (file.size > rule.maxBytes) return tooLargeMessage(rule);
  if (file.size === 0) return emptyFileMessage(rule);
  if (!isAllowedType(rule, file.contentType)) return wrongTypeMessage(rule);
  return null;
}

/** The first problem with adding `adding` files to a slot that holds `existing`, or null. */
export function fileCountProblem(rule: UploadRule, existing: number, adding = 1): string | null {
  return rule.maxFiles !== undefined && existing + adding > rule.maxFiles ? tooManyFilesMessage(rule) : null;
}
