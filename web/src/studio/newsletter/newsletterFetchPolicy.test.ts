import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  FetchCancelledError,
  FetchTimeoutError,
  NEWSLETTER_FETCH,
  subscribersFetchFailed,
  withRetries,
} from './newsletterFetchPolicy';

const policy = { attempts: 4, backoffMs: 1000, timeoutMs: 10_000 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Settles a promise's outcome without letting an early rejection go unhandled. */
const outcome = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: null as unknown }),
    (error: unknown) => ({ value: null, error }),
  );

describe('the newsletter fetch policy', () => {
  it('has the spec’s numbers', () => {
    expect(NEWSLETTER_FETCH).toEqual({
      pageSize: 20,
      attempts: 4,
      backoffMs: 1000,
      subscribersTimeoutMs: 10_000,
      statsTimeoutMs: 5_000,
      loadingGuardMs: 30_000,
    });
    expect([1, 2, 3].map((attempt) => backoffDelay(attempt))).toEqual([1000, 2000, 4000]);
  });

  it('tries 4 times, waiting 1 s, 2 s and 4 s, then gives the last failure', async () => {
    const run = vi.fn((_signal: AbortSignal) => Promise.reject(new Error(`failure ${run.mock.calls.length}`)));
    const result = outcome(withRetries(run, policy));
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(run).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(4);
    expect((await result).error).toEqual(new Error('failure 4'));
  });

  it('resolves with the first success', async () => {
    let calls = 0;
    const result = outcome(
      withRetries(() => (++calls < 3 ? Promise.reject(new Error('no')) : Promise.resolve('ok')), policy),
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toEqual({ value: 'ok', error: null });
    expect(calls).toBe(3);
  });

  it('aborts an attempt at its time-out and counts it as a failure', async () => {
    const signals: AbortSignal[] = [];
    const never = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>(() => {});
    };
    const result = outcome(withRetries(never, { ...policy, timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[0]!.reason).toBeInstanceOf(FetchTimeoutError);
    // 4 attempts of 5 s and waits of 1 + 2 + 4 s.
    await vi.advanceTimersByTimeAsync(20_000 + 7000);
    expect(signals).toHaveLength(4);
    const { error } = await result;
    expect(error).toBeInstanceOf(FetchTimeoutError);
    expect((error as Error).message).toBe('The request timed out after 5 s');
  });

  it('does not try again after a final failure such as a refusal', async () => {
    const refused = Object.assign(new Error('Forbidden'), { status: 403 });
    const run = vi.fn(() => Promise.reject(refused));
    const result = outcome(withRetries(run, { ...policy, isFinal: (e) => (e as { status?: number }).status === 403 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect((await result).error).toBe(refused);
  });

  it('stops at once when called off, while waiting or during an attempt', async () => {
    const controller = new AbortController();
    const run = vi.fn(() => Promise.reject(new Error('down')));
    const result = outcome(withRetries(run, { ...policy, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect((await result).error).toBeInstanceOf(FetchCancelledError);

    const second = new AbortController();
    const seen: AbortSignal[] = [];
    const pending = outcome(
      withRetries(
        (signal) => {
          seen.push(signal);
          return new Promise<never>(() => {});
        },
        { ...policy, signal: second.signal },
      ),
    );
    await vi.advanceTimersByTimeAsync(100);
    second.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen[0]!.aborted).toBe(true);
    expect((await pending).error).toBeInstanceOf(FetchCancelledError);
  });

  it('words the final toast as the spec does', () => {
    expect(subscribersFetchFailed('The request timed out after 10 s')).toBe(
      'Failed to fetch subscribers: The request timed out after 10 s',
    );
  });
});
