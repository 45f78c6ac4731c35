import { GraphQLRequestError } from './GraphQLRequestError';

/** Error codes whose messages the API writes for people (the rest are generic or technical). */
const USER_FACING_CODES = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED']);

/** The per-field messages of a BAD_USER_INPUT error (`extensions.fieldErrors`), keyed by input field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The API's own message when it is meant for people, otherwise the page's fallback. */
export function userFacingMessage(error: unknown, fallback: string): string {
  if (!(error instanceof GraphQLRequestError)) return fallback;
  const first = error.errors[0];
  const code = first?.extensions?.code;
  return typeof code === 'string' && USER_FACING_CODES.has(code) && first.message ? first.message : fallback;
}
