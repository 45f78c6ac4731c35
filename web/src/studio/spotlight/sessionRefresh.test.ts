import { describe, expect, it } from 'vitest';
import { refreshBlocker, refreshOutcome } from './sessionRefresh';

describe('the diagnostics session refresh', () => {
  it('needs a session with a refresh token', () => {
    expect(refreshBlocker(null)).toBe('You are not signed in.');
    expect(refreshBlocker({})).toBe('This session has no refresh token. Please sign in again.');
    expect(refreshBlocker({ refresh_token: 'r' })).toBeNull();
  });

  it("says how it went in the spec's words", () => {
    expect(refreshOutcome(null, true)).toEqual({ ok: true, message: 'Session refreshed successfully!' });
    expect(refreshOutcome('You are not signed in.')).toEqual({
      ok: false,
      message: 'Session refresh failed: You are not signed in.',
    });
    expect(refreshOutcome(null, false).message).toBe(
      'Session refresh failed: The session could not be renewed. Please sign in again.',
    );
  });
});
