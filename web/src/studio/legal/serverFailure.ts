import { GraphQLRequestError } from '../../relay/GraphQLRequestError';

const EXPLAINED = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);

/**
 * Whether the server itself failed (a 500: an internal error, such as a database that is not set
 * up), rather than the network, the session or a refusal.
 */
export function isServerFailure(error: unknown): boolean {
  if (error instanceof GraphQLRequestError) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code !== 'string' || !EXPLAINED.has(code);
  }
  return error instanceof Error && /^The server answered 5\d\d/.test(error.message);
}
