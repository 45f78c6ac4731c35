import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';
import { updateFailureMessage } from './updateFailureMessage';

describe('updateFailureMessage', () => {
  it("puts the server's message after 'Failed to update application:'", () => {
    expect(
      updateFailureMessage(
        new GraphQLRequestError([{ message: 'Application not found', extensions: { code: 'NOT_FOUND' } }]),
      ),
    ).toBe('Failed to update application: Application not found');
    expect(
      updateFailureMessage(
        new GraphQLRequestError([
          { message: 'Notes must be at most 5000 characters long', extensions: { code: 'BAD_USER_INPUT' } },
        ]),
      ),
    ).toBe('Failed to update application: Notes must be at most 5000 characters long');
  });

  it('passes the network message on, and has a plain sentence for anything else', () => {
    expect(updateFailureMessage(new Error(NETWORK_ERROR))).toBe(`Failed to update application: ${NETWORK_ERROR}`);
    expect(updateFailureMessage(new Error('The server answered 502 Bad Gateway'))).toBe(
      'Failed to update application: Something unexpected happened. Please try again.',
    );
  });
});
