import { describe, expect, it } from 'vitest';
import { CACHE_LIFETIMES_MS, CACHE_SWEEP_INTERVAL_MS, isFresh } from './cacheLifetimes';

const MINUTE = 60 * 1000;
const now = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('client cache lifetimes', () => {
  it('keeps listings for 5 minutes and editorial content for 30, sweeping every 10', () => {
    expect(CACHE_LIFETIMES_MS.short).toBe(5 * MINUTE);
    expect(CACHE_LIFETIMES_MS.medium).toBe(30 * MINUTE);
    expect(CACHE_SWEEP_INTERVAL_MS).toBe(10 * MINUTE);
  });

  it('treats a short-lived answer as fresh until its fifth minute ends', () => {
    expect(isFresh(now - 5 * MINUTE + 1, 'short', now)).toBe(true);
    expect(isFresh(now - 5 * MINUTE, 'short', now)).toBe(false);
  });

  it('keeps a medium-lived answer fresh after a short one has expired', () => {
    expect(isFresh(now - 6 * MINUTE, 'short', now)).toBe(false);
    expect(isFresh(now - 6 * MINUTE, 'medium', now)).toBe(true);
    expect(isFresh(now - 30 * MINUTE, 'medium', now)).toBe(false);
  });

  it('is never fresh without a fetch time or with a fetch time in the future', () => {
    expect(isFresh(null, 'medium', now)).toBe(false);
    expect(isFresh(undefined, 'short', now)).toBe(false);
    expect(isFresh(now + MINUTE, 'short', now)).toBe(false);
  });
});
