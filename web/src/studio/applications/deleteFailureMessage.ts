import { APPLICATION_MESSAGES } from '@features/applications/messages';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';

/** The HTTP status each of the API's error codes stands for (the spec's messages speak in statuses). */
const STATUS_OF_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PERSISTED_QUERY_NOT_FOUND: 404,
};

/** What the browser reports for a request that got no answer at all. */
const NO_ANSWER = 0;

/** fetchGraphQL's error for a transport answer without a GraphQL body: 'The server answered 404 Not Found'. */
const TRANSPORT_STATUS = /^The server answered (\d{3})\b/;

/**
 * What the toast says when deleting an application fails (spec section 8, Applications):
 * - the endpoint itself missing (HTTP 404 from the transport) → the route-missing text;
 * - HTTP 5xx, or an error the API did not mean for people (INTERNAL_SERVER_ERROR, no code) → the server-error text;
 * - anything else → 'Failed to delete application ({status}): {text}', the status taken from the
 *   API's error code (NOT_FOUND 404, FORBIDDEN 403, UNAUTHENTICATED 401, BAD_USER_INPUT 400) and the
 *   text the server's own message. A request that never reached the server reads status 0.
 */
export function deleteFailureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const status = typeof code === 'string' ? STATUS_OF_CODE[code] : undefined;
    if (status === undefined || !first?.message) return APPLICATION_MESSAGES.deleteServerError;
    return APPLICATION_MESSAGES.deleteFailed(status, first.message);
  }
  const message = error instanceof Error ? error.message : '';
  const transport = TRANSPORT_STATUS.exec(message);
  if (transport) {
    const status = Number(transport[1]);
    if (status === 404) return APPLICATION_MESSAGES.deleteRouteMissing;
    if (status >= 500) return APPLICATION_MESSAGES.deleteServerError;
    return APPLICATION_MESSAGES.deleteFailed(status, message.replace(TRANSPORT_STATUS, '').trim() || message);
  }
  if (message === NETWORK_ERROR) return APPLICATION_MESSAGES.deleteFailed(NO_ANSWER, NETWORK_ERROR);
  return APPLICATION_MESSAGES.deleteServerError;
}
