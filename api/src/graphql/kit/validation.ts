import { NotFoundError, ValidationError } from '../../errors.js';

/** Throws the one bad-input error (BAD_USER_INPUT with every field's message) when any field failed. */
export function throwIfInvalid(fieldErrors: Record<string, string>): void {
  if (Object.keys(fieldErrors).length) throw new ValidationError(fieldErrors);
}

/** The row that was looked up, or NOT_FOUND with the spec's message: the one find-or-404 step. */
export function requireRow<T>(row: T | null | undefined, message: string | (() => Error)): T {
  if (row == null) throw typeof message === 'string' ? new NotFoundError(message) : message();
  return row;
}
