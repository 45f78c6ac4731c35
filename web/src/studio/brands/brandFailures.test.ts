import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';
import { changeFailureMessage, createFailure, failureStatus, updateFailureMessage } from './brandFailures';

const refused = (code: string, message = 'Refused', extensions: Record<string, unknown> = {}) =>
  new GraphQLRequestError([{ message, extensions: { code, ...extensions } }]);

describe('failureStatus', () => {
  it('maps error codes to the statuses they stand for', () => {
    expect(failureStatus(refused('BAD_USER_INPUT'))).toBe(400);
    expect(failureStatus(refused('UNAUTHENTICATED'))).toBe(401);
    expect(failureStatus(refused('FORBIDDEN'))).toBe(403);
    expect(failureStatus(refused('NOT_FOUND'))).toBe(404);
    expect(failureStatus(refused('INTERNAL_SERVER_ERROR'))).toBe(500);
  });

  it('reads the status a server answered with', () => {
    expect(failureStatus(new Error('The server answered 502 Bad Gateway'))).toBe(502);
    expect(failureStatus(new Error('Something else'))).toBe(500);
  });
});

describe('createFailure', () => {
  it('asks to log in again when the session has ended', () => {
    expect(createFailure(refused('UNAUTHENTICATED'))).toEqual({
      kind: 'sessionExpired',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it('says who may create brands when the viewer may not', () => {
    expect(createFailure(refused('FORBIDDEN', 'Not authorized'))).toEqual({
      kind: 'other',
      message: "You don't have permission to create brands. Contact an administrator.",
    });
  });

  it("gives the fields' problems", () => {
    const problems = { name: 'Brand name is required', location: 'Location is required' };
    expect(createFailure(refused('BAD_USER_INPUT', 'Invalid', { fieldErrors: problems }))).toEqual({
      kind: 'invalid',
      problems,
    });
  });

  it('names a lost connection, and falls back to the generic text', () => {
    expect(createFailure(new Error(NETWORK_ERROR))).toEqual({
      kind: 'other',
      message: 'Network error. Please check your connection and try again.',
    });
    expect(createFailure(refused('INTERNAL_SERVER_ERROR', 'Prisma exploded'))).toEqual({
      kind: 'other',
      message: 'Failed to create brand',
    });
  });
});

describe('updateFailureMessage', () => {
  it("uses the server's words when they are meant for people", () => {
    expect(
      updateFailureMessage(refused('FORBIDDEN', 'Only administrators can change whether a brand is verified')),
    ).toBe('Only administrators can change whether a brand is verified');
  });

  it('says a signed-out viewer must log in', () => {
    expect(updateFailureMessage(refused('UNAUTHENTICATED', 'x'))).toBe('You must be logged in to update a brand');
  });

  it('falls back to the status', () => {
    expect(updateFailureMessage(refused('INTERNAL_SERVER_ERROR', 'stack trace'))).toBe('Failed to update brand (500)');
    expect(updateFailureMessage(new Error('The server answered 503 Service Unavailable'))).toBe(
      'Failed to update brand (503)',
    );
  });
});

describe('changeFailureMessage', () => {
  it("prefers the server's words, then the network text, then the fallback", () => {
    expect(changeFailureMessage(refused('NOT_FOUND', 'Brand not found'), 'Failed to delete brand')).toBe(
      'Brand not found',
    );
    expect(changeFailureMessage(new Error(NETWORK_ERROR), 'Failed to delete brand')).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(changeFailureMessage(new Error('boom'), 'Failed to delete brand')).toBe('Failed to delete brand');
  });
});
