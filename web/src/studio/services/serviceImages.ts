import { UPLOAD_RULES, fileCountProblem } from '@domain/upload-rules';
import { withoutImageAt } from '@features/products/rules-services';
import { imageFileProblem } from '../kit/imageChoice';

/** One of a service's image slots: an image it has now (edit), or a file picked on this device. */
export type ServiceImage = { kind: 'kept'; url: string } | { kind: 'file'; file: File };

export const SERVICE_IMAGE_RULE = UPLOAD_RULES.serviceImage;
/** Spec section 9: two slots; the first is the main one. */
export const SERVICE_IMAGE_SLOTS = SERVICE_IMAGE_RULE.maxFiles ?? 2;

export const keptImages = (urls: readonly string[]): ServiceImage[] => urls.map((url) => ({ kind: 'kept', url }));

/** Why a picked file cannot take the next slot (type, size, or both slots full); null when it can. */
export function serviceImageProblem(images: readonly ServiceImage[], file: Pick<File, 'size' | 'type'>) {
  return fileCountProblem(SERVICE_IMAGE_RULE, images.length) ?? imageFileProblem(SERVICE_IMAGE_RULE, file);
}

/** A picked file goes into the first free slot. */
export const withImageFile = (images: readonly ServiceImage[], file: File): ServiceImage[] => [
  ...images,
  { kind: 'file', file },
];

/** Removing an image moves the ones after it up: without the first, the second becomes the main one. */
export const withoutServiceImageAt = (images: readonly ServiceImage[], index: number) => withoutImageAt(images, index);

/**
 * The images as the API takes them: the stored ones kept (in order) and the new files, which it
 * places after them. New files are only ever added after the kept ones, so the order on screen holds.
 */
export function serviceImagesInput(images: readonly ServiceImage[]): { keptImages: string[]; files: File[] } {
  return {
    keptImages: images.flatMap((image) => (image.kind === 'kept' ? [image.url] : [])),
    files: images.flatMap((image) => (image.kind === 'file' ? [image.file] : [])),
  };
}
