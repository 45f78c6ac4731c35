import { fieldErrorsOf, userFacingMessage } from '../../../relay/mutationErrors';
import type { FormProblems } from '../useFormProblems';

/** The toast for a refused mutation: a fixed text, or one worked out from the error (null: no toast). */
export type FailureText = string | ((error: unknown) => string | null);

export interface MutationFailure {
  /** The API's problems per input field (BAD_USER_INPUT), to show beside the fields. */
  problems: FormProblems;
  toast: string | null;
}

/** What a refused mutation means for a form: its field problems and the toast that says so. */
export function describeFailure(error: unknown, failure: FailureText | undefined): MutationFailure {
  const toast = typeof failure === 'function' ? failure(error) : (failure ?? null);
  return { problems: fieldErrorsOf(error), toast };
}

/** The API's own words when they are meant for people, else `fallback`. */
export const userFacing =
  (fallback: string) =>
  (error: unknown): string =>
    userFacingMessage(error, fallback);

/** `failure`, but no toast when the API named problems with fields (the form shows those instead). */
export const unlessFieldProblems =
  (failure: (error: unknown) => string) =>
  (error: unknown): string | null =>
    Object.keys(fieldErrorsOf(error)).length ? null : failure(error);
