import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from './login-throttle.js';

describe('throttle message', () => {
  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(15)).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
  });
});
