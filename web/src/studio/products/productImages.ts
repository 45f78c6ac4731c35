import { UPLOAD_RULES } from '@domain/upload-rules';
import { PRODUCT_LIMITS } from '@features/products/rules';
import { imageFileProblem } from '../kit/imageChoice';

/** One picture of the product form: one it has already (edit), or a file picked here. */
export type ProductImage = { kind: 'kept'; url: string } | { kind: 'new'; id: string; file: File };

export const imageKey = (image: ProductImage) => (image.kind === 'kept' ? image.url : image.id);

let nextId = 0;
const newImage = (file: File): ProductImage => ({ kind: 'new', id: `new-${++nextId}`, file });

export const keptImages = (images: readonly ProductImage[]) =>
  images.flatMap((image) => (image.kind === 'kept' ? [image.url] : []));

export const newImageFiles = (images: readonly ProductImage[]) =>
  images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));

export const tooManyImagesMessage = (skipped: number) =>
  `A product has at most ${PRODUCT_LIMITS.images} images: ${skipped === 1 ? 'one file was' : `${skipped} files were`} not added.`;

/**
 * Picked files added after the images there are: each checked with the product image rule (PNG,
 * JPEG or WebP, 5 MB), and no more than four in all. Files refused are named in `problems`.
 */
export function withPickedFiles(
  images: readonly ProductImage[],
  files: readonly File[],
): { images: ProductImage[]; problems: string[] } {
  const next = [...images];
  const problems: string[] = [];
  let skipped = 0;
  for (const file of files) {
    const problem = imageFileProblem(UPLOAD_RULES.productImage, file);
    if (problem) problems.push(`${file.name}: ${problem}`);
    else if (next.length >= PRODUCT_LIMITS.images) skipped += 1;
    else next.push(newImage(file));
  }
  if (skipped) problems.push(tooManyImagesMessage(skipped));
  return { images: next, problems };
}

export const withoutImageAt = (images: readonly ProductImage[], index: number) => images.filter((_, i) => i !== index);

/**
 * An image moved one place earlier (-1) or later (+1). Images kept go before new files (the API
 * appends the uploads after the kept ones), so an image moves only past one of its own kind.
 */
export function movedImage(images: readonly ProductImage[], index: number, delta: -1 | 1): ProductImage[] {
  const target = index + delta;
  if (!canMove(images, index, delta)) return [...images];
  const next = [...images];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function canMove(images: readonly ProductImage[], index: number, delta: -1 | 1): boolean {
  const here = images[index];
  const there = images[index + delta];
  return !!here && !!there && here.kind === there.kind;
}
