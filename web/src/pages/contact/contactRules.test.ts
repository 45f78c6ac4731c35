import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { CONTACT_TEXTS, contactFailureMessage } from './contactRules';

describe('contact form failures', () => {
  it('words a failed send by its cause', () => {
    expect(contactFailureMessage(new Error(CONTACT_TEXTS.network))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(contactFailureMessage(new TypeError('Failed to fetch'))).toBe(CONTACT_TEXTS.network);
    expect(
      contactFailureMessage(new GraphQLRequestError([{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])),
    ).toBe('Server error. Please try again later or contact support.');
    expect(contactFailureMessage(new Error('The server answered 502 Bad Gateway'))).toBe(CONTACT_TEXTS.server);
    expect(
      contactFailureMessage(new GraphQLRequestError([{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }])),
    ).toBe('Invalid form data. Please check your inputs and try again.');
    expect(contactFailureMessage(new GraphQLRequestError([{ message: 'x', extensions: { code: 'NOT_FOUND' } }]))).toBe(
      'Failed to send message. Please try again.',
    );
  });
});
