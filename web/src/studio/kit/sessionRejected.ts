import { GraphQLRequestError } from '../../relay/GraphQLRequestError';

/** Whether the API refused the request because nobody is signed in (the session has ended). */
export function isSessionRejected(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError && error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')
  );
}
