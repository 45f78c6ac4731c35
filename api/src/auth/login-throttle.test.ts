import { describe, expect, it } from 'vitest';
import { ACCOUNT_CURVE, accountCurveWaitMinutes, tooManyAttemptsMessage } from './login-throttle.js';

describe('throttle message', () => {
  it('says how long to wait', () => {
    expect(tooManyAttemptsMessage(15)).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
  });
});

describe('the per-account curve across addresses', () => {
  it('lets the first failures of a day pass without a wait', () => {
    for (let failures = 0; failures < ACCOUNT_CURVE.freeFailures; failures += 1)
      expect(accountCurveWaitMinutes(failures)).toBe(0);
  });

  it('doubles the wait with every further failure, up to an hour', () => {
    const free = ACCOUNT_CURVE.freeFailures;
    expect([0, 1, 2, 3, 4, 5].map((n) => accountCurveWaitMinutes(free + n))).toEqual([1, 2, 4, 8, 16, 32]);
    expect(accountCurveWaitMinutes(free + 6)).toBe(60);
    expect(accountCurveWaitMinutes(free + 500)).toBe(60);
  });
});
