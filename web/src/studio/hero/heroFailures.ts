import { HERO_MESSAGES } from '@features/hero/messages';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';

/** What went wrong, in words: the first field problem, the API's own text, or the error's. */
function detailOf(error: unknown): string {
  const firstField = Object.values(fieldErrorsOf(error))[0];
  if (firstField) return firstField;
  const fallback = error instanceof Error && error.message ? error.message : 'Please try again.';
  return userFacingMessage(error, fallback);
}

/**
 * Spec section 8: 'Failed to create hero slide: {message}', the message saying whether it was a
 * permission, network or validation problem (the API's and the network layer's own texts).
 */
export function createFailureMessage(error: unknown): string {
  return HERO_MESSAGES.createFailed(detailOf(error));
}
