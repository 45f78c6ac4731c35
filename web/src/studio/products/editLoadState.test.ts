import { describe, expect, it } from 'vitest';
import { loadingPhase } from './editLoadState';
import { newIdempotencyKey } from './idempotencyKey';

describe('the edit screen’s load', () => {
  it('times out the request at 10 s and the product at 12 s', () => {
    expect(loadingPhase(9_999)).toBe('waiting');
    expect(loadingPhase(10_000)).toBe('requestTimedOut');
    expect(loadingPhase(12_000)).toBe('productTimedOut');
  });
});

describe('idempotency keys', () => {
  it('are UUIDs where the browser makes them, random hex elsewhere', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    const key = newIdempotencyKey({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array });
    expect(key).toBe('0'.repeat(32));
  });
});
