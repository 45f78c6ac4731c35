import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { isServerFailure } from './serverFailure';

describe('server failures', () => {
  it('are internal errors and 5xx answers, not refusals or the network', () => {
    expect(
      isServerFailure(
        new GraphQLRequestError([{ message: 'Internal', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
      ),
    ).toBe(true);
    expect(isServerFailure(new GraphQLRequestError([{ message: 'The server is resting.' }]))).toBe(true);
    expect(isServerFailure(new Error('The server answered 502 Bad Gateway'))).toBe(true);
    expect(isServerFailure(new GraphQLRequestError([{ message: 'No', extensions: { code: 'FORBIDDEN' } }]))).toBe(
      false,
    );
    expect(isServerFailure(new Error('Network error. Please check your connection and try again.'))).toBe(false);
  });
});
