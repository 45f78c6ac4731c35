import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';

/** Texts the spec does not give (the gallery's failures other than a reorder, and a refused delete). */
export const GALLERY_FAILURES = {
  add: 'Failed to add the image',
  delete: 'Failed to delete the image',
  altText: 'Failed to save the alt text',
  deleteCollection: 'Failed to delete collection',
} as const;

function codeOf(error: unknown): string | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** Whether the API answered that the collection (or image) is not the viewer's or not there at all. */
export const isNotFound = (error: unknown) => codeOf(error) === 'NOT_FOUND';

/**
 * Spec section 8: 'Failed to create collection' / 'Failed to update collection'; a collection that
 * is not the viewer's is 'Collection not found'. Problems with fields show beside the fields.
 */
export function saveFailureMessage(error: unknown, mode: 'create' | 'edit'): string {
  if (isNotFound(error)) return COLLECTION_MESSAGES.notFound;
  return mode === 'create' ? COLLECTION_MESSAGES.createFailed : COLLECTION_MESSAGES.updateFailed;
}
