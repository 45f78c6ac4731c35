import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './GraphQLRequestError';
import { loadFailureMessage } from './loadFailureMessage';

describe('loadFailureMessage', () => {
  it('keeps the network message, which tells the visitor what to check', () => {
    expect(loadFailureMessage(new Error('Network error. Please check your connection and try again.'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('turns a server status line into advice', () => {
    expect(loadFailureMessage(new Error('The server answered 502 Bad Gateway'))).toBe(
      'Our server is not answering right now. Please refresh the page in a moment.',
    );
  });

  it('passes on messages the API wrote for people, and hides internal ones', () => {
    expect(
      loadFailureMessage(
        new GraphQLRequestError([{ message: 'Unknown category', extensions: { code: 'BAD_USER_INPUT' } }]),
      ),
    ).toBe('Unknown category');
    expect(
      loadFailureMessage(
        new GraphQLRequestError([
          { message: 'Cannot read properties of undefined', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ]),
      ),
    ).toBe('Something unexpected happened while loading. Please refresh the page.');
  });

  it('has a plain message for anything else', () => {
    expect(loadFailureMessage('boom')).toBe('Something unexpected happened while loading. Please refresh the page.');
  });
});
