import { SPOTLIGHT_MESSAGES, SPOTLIGHT_SAVE_FAILURES } from '@features/spotlight/messages';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { fieldErrorsOf } from '../../relay/mutationErrors';

/**
 * Spec section 8: an edit that fails to save is told by what its error text mentions, checked in
 * the spec's order; anything else is 'Error: {message}'.
 */
export function saveFailureMessage(errorText: string): string {
  const text = errorText.toLowerCase();
  const mentions = (...words: string[]) => words.some((word) => text.includes(word));
  if (mentions('permission', 'unauthorized')) return SPOTLIGHT_SAVE_FAILURES.permission;
  if (mentions('network', 'fetch')) return SPOTLIGHT_SAVE_FAILURES.network;
  if (mentions('validation', 'required')) return SPOTLIGHT_SAVE_FAILURES.validation;
  if (mentions('storage', 'bucket')) return SPOTLIGHT_SAVE_FAILURES.storage;
  if (mentions('database', 'postgres')) return SPOTLIGHT_SAVE_FAILURES.database;
  return SPOTLIGHT_SAVE_FAILURES.other(errorText);
}

/** Upload fields of the spotlight input: a problem with one of them is a file upload problem. */
const isUploadField = (field: string) => /File$/.test(field);

/**
 * The error text of a failed save, as the mapping reads it: the API's message, with what kind of
 * failure it was (an ended session reads as unauthorized, a refused file as a storage problem).
 */
export function saveFailureText(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const message = first?.message ?? '';
    if (code === 'UNAUTHENTICATED') return `Unauthorized: ${message}`;
    if (Object.keys(fieldErrorsOf(error)).some(isUploadField)) return `Storage: ${message}`;
    if (code === 'BAD_USER_INPUT') return `Validation: ${message}`;
    return message;
  }
  return error instanceof Error && error.message ? error.message : String(error);
}

/** What a failed edit save says. */
export const editSaveFailure = (error: unknown) => saveFailureMessage(saveFailureText(error));

/** What a failed create says: the spec's text, with the first problem when the API named one. */
export function createFailure(error: unknown): string {
  const first = Object.values(fieldErrorsOf(error))[0];
  return first ? `${SPOTLIGHT_MESSAGES.createFailed}: ${first}` : SPOTLIGHT_MESSAGES.createFailed;
}
