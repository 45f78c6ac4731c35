import { GraphQLRequestError } from '../../relay/GraphQLRequestError';

/** The API's words for a signed-in viewer whose role or permissions do not open a screen. */
export const NO_PERMISSION = 'You do not have permission to access this page.';

/** Whether the API refused the request because the signed-in viewer may not do this (FORBIDDEN). */
export function isPermissionRefused(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.errors.some((entry) => entry.extensions?.code === 'FORBIDDEN');
}

/** Whether the API refused the request because nobody is signed in (the session has ended). */
export function isSessionRejected(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError && error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')
  );
}
