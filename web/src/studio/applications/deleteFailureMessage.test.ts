import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';
import { deleteFailureMessage } from './deleteFailureMessage';

const graphqlError = (message: string, code?: string) =>
  new GraphQLRequestError([{ message, ...(code ? { extensions: { code } } : {}) }]);

describe('deleteFailureMessage', () => {
  it('says the route is missing when the endpoint itself answers 404', () => {
    expect(deleteFailureMessage(new Error('The server answered 404 Not Found'))).toBe(
      'API route not found. Please check if the route is deployed correctly.',
    );
  });

  it('says the server failed on HTTP 500 and other 5xx answers', () => {
    for (const line of ['The server answered 500 Internal Server Error', 'The server answered 502 Bad Gateway'])
      expect(deleteFailureMessage(new Error(line))).toBe('Server error occurred while deleting the application.');
  });

  it('says the server failed on an internal error, or an error without a code', () => {
    expect(
      deleteFailureMessage(
        graphqlError("We're sorry, but something unexpected happened. Please try again.", 'INTERNAL_SERVER_ERROR'),
      ),
    ).toBe('Server error occurred while deleting the application.');
    expect(deleteFailureMessage(graphqlError('boom'))).toBe('Server error occurred while deleting the application.');
    expect(deleteFailureMessage('boom')).toBe('Server error occurred while deleting the application.');
  });

  it("gives the status of the API's error code and the server's text otherwise", () => {
    expect(deleteFailureMessage(graphqlError('Application not found', 'NOT_FOUND'))).toBe(
      'Failed to delete application (404): Application not found',
    );
    expect(deleteFailureMessage(graphqlError('You do not have permission to access this page.', 'FORBIDDEN'))).toBe(
      'Failed to delete application (403): You do not have permission to access this page.',
    );
    expect(deleteFailureMessage(graphqlError('You need to be signed in to do that.', 'UNAUTHENTICATED'))).toBe(
      'Failed to delete application (401): You need to be signed in to do that.',
    );
    expect(deleteFailureMessage(graphqlError('Invalid id', 'BAD_USER_INPUT'))).toBe(
      'Failed to delete application (400): Invalid id',
    );
  });

  it('keeps other transport statuses with their status text', () => {
    expect(deleteFailureMessage(new Error('The server answered 413 Payload Too Large'))).toBe(
      'Failed to delete application (413): Payload Too Large',
    );
  });

  it('reads status 0 when the request never reached the server', () => {
    expect(deleteFailureMessage(new Error(NETWORK_ERROR))).toBe(`Failed to delete application (0): ${NETWORK_ERROR}`);
  });
});
