import { COLLECTION_MESSAGES } from './messages.js';

export const COLLECTION_LIMITS = { title: 120, description: 2000, altText: 300 } as const;

/** Spec: a new gallery image gets the next display order, or 1 if the gallery is empty. */
export const nextGalleryOrder = (highest: number | null | undefined) => Math.max(1, (highest ?? 0) + 1);

export interface CollectionDraft {
  title?: string | null;
  description?: string | null;
  brandId?: string | null;
  hasImage?: boolean;
}

/** The collection form's checks (spec order: title, brand, image); on edit only the fields sent. */
export function collectionErrors(draft: CollectionDraft, mode: 'create' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  const checks = (field: keyof CollectionDraft) => mode === 'create' || draft[field] !== undefined;
  if (checks('title') && !draft.title?.trim()) errors.title = COLLECTION_MESSAGES.titleRequired;
  if (checks('brandId') && !draft.brandId?.trim()) errors.brandId = COLLECTION_MESSAGES.brandRequired;
  if (mode === 'create' && !draft.hasImage) errors.image = COLLECTION_MESSAGES.imageRequired;
  if (draft.title && [...draft.title.trim()].length > COLLECTION_LIMITS.title)
    errors.title = COLLECTION_MESSAGES.tooLong('Title', COLLECTION_LIMITS.title);
  if (draft.description && [...draft.description.trim()].length > COLLECTION_LIMITS.description)
    errors.description = COLLECTION_MESSAGES.tooLong('Description', COLLECTION_LIMITS.description);
  return errors;
}

/**
 * The display orders after a reorder: the ids as the user arranged them get 1, 2, 3... The list must
 * hold exactly the gallery's images, or the gallery changed underneath and nothing is saved.
 */
export function reorderedGallery(current: readonly string[], requested: readonly string[]): Map<string, number> | null {
  if (requested.length !== current.length || new Set(requested).size !== requested.length) return null;
  const known = new Set(current);
  if (requested.some((id) => !known.has(id))) return null;
  return new Map(requested.map((id, index) => [id, index + 1]));
}

export const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());
