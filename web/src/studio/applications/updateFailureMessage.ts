import { APPLICATION_MESSAGES } from '@features/applications/messages';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';

/** The {text} when no message came back with the failure (a bad gateway, an unreadable answer...). */
export const UPDATE_FALLBACK_TEXT = 'Something unexpected happened. Please try again.';

/**
 * 'Failed to update application: {text}' (spec section 8). {text} is the server's message (the API
 * already replaces internal ones with its generic sentence), the network message when the request
 * never arrived, and a plain sentence for a transport failure without a GraphQL answer.
 */
export function updateFailureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    return APPLICATION_MESSAGES.updateFailed(error.errors[0]?.message || UPDATE_FALLBACK_TEXT);
  }
  if (error instanceof Error && error.message === NETWORK_ERROR)
    return APPLICATION_MESSAGES.updateFailed(NETWORK_ERROR);
  return APPLICATION_MESSAGES.updateFailed(UPDATE_FALLBACK_TEXT);
}
