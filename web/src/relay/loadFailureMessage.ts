import { NETWORK_ERROR } from './networkError';
import { GraphQLRequestError } from './GraphQLRequestError';

const SERVER_BUSY = 'Our server is not answering right now. Please refresh the page in a moment.';
const UNEXPECTED = 'Something unexpected happened while loading. Please refresh the page.';

/**
 * What to tell a visitor about a failed load. Messages the API wrote for people (input errors)
 * and the network message pass through; transport details such as status lines do not.
 */
export function loadFailureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    const forPeople = error.errors.find(
      (e) => e.extensions?.code === 'BAD_USER_INPUT' || e.extensions?.code === 'NOT_FOUND',
    );
    return forPeople?.message ?? UNEXPECTED;
  }
  if (error instanceof Error) {
    if (error.message === NETWORK_ERROR) return NETWORK_ERROR;
    if (/^The server answered 5\d\d/.test(error.message)) return SERVER_BUSY;
  }
  return UNEXPECTED;
}
