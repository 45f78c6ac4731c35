import { describe, expect, it } from 'vitest';
import { RateLimitedError, tooManyRequestsMessage } from './rate-limited-error.js';
import { scaledWriteLimits, WRITE_LIMITS } from './write-limits.js';

describe('the refusal of a rate-limited write', () => {
  it('says how many minutes to wait, rounding up, at least one', () => {
    expect(tooManyRequestsMessage(1)).toBe('Too many requests. Please wait 1 minute and try again.');
    expect(tooManyRequestsMessage(60)).toBe('Too many requests. Please wait 1 minute and try again.');
    expect(tooManyRequestsMessage(61)).toBe('Too many requests. Please wait 2 minutes and try again.');
    expect(tooManyRequestsMessage(900)).toBe('Too many requests. Please wait 15 minutes and try again.');
  });

  it('carries its code, the seconds to wait and the HTTP answer Apollo gives it', () => {
    const error = new RateLimitedError(120);
    expect(error.extensions.code).toBe('RATE_LIMITED');
    expect(error.extensions.retryAfterSeconds).toBe(120);
    const http = error.extensions.http as unknown as { status: number; headers: Map<string, string> };
    expect(http.status).toBe(429);
    expect(http.headers.get('retry-after')).toBe('120');
  });
});

describe('scaled write limits', () => {
  it('multiplies every allowance and keeps the windows', () => {
    const doubled = scaledWriteLimits(2);
    expect(doubled.contactEnquiry.perAddress).toEqual({
      points: WRITE_LIMITS.contactEnquiry.perAddress.points * 2,
      durationSeconds: WRITE_LIMITS.contactEnquiry.perAddress.durationSeconds,
    });
    expect(scaledWriteLimits(0.0001).signUp.perAddress.points).toBe(1);
  });
});
