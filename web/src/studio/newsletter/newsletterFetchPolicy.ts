/**
 * How the newsletter screen fetches (spec sections 8 and 9): each attempt is aborted after its
 * time-out; failures are tried again up to 4 attempts in all, waiting 1 s, 2 s, then 4 s; a refusal
 * (401/403) is final at once. Pure apart from the timers it is given, so it is tested with fake ones.
 */
export const NEWSLETTER_FETCH = {
  pageSize: 20,
  attempts: 4,
  backoffMs: 1000,
  subscribersTimeoutMs: 10_000,
  statsTimeoutMs: 5_000,
  loadingGuardMs: 30_000,
} as const;

/** The wait before attempt `attempt + 1` (attempts count from 1): 1000, 2000, 4000 ms. */
export const backoffDelay = (attempt: number, baseMs: number = NEWSLETTER_FETCH.backoffMs) =>
  baseMs * 2 ** (attempt - 1);

/** An attempt that ran past its time-out. */
export class FetchTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The request timed out after ${timeoutMs / 1000} s`);
    this.name = 'FetchTimeoutError';
  }
}

/** The whole fetch was called off (the filters changed, the screen closed): nobody is waiting for it. */
export class FetchCancelledError extends Error {
  constructor() {
    super('The request was cancelled');
    this.name = 'FetchCancelledError';
  }
}

export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
  timeoutMs: number;
  /** Failures not worth another attempt (a refusal). */
  isFinal?: (error: unknown) => boolean;
  /** Calls the whole thing off. */
  signal?: AbortSignal;
  /** Told before each wait, e.g. for a status line. */
  onRetry?: (attempt: number, error: unknown) => void;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FetchCancelledError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    }, ms);
    const cancel = () => {
      clearTimeout(timer);
      reject(new FetchCancelledError());
    };
    signal?.addEventListener('abort', cancel, { once: true });
  });
}

/** One attempt, given a signal that aborts at its time-out or when the whole fetch is called off. */
async function attemptOnce<T>(run: (signal: AbortSignal) => Promise<T>, policy: RetryPolicy): Promise<T> {
  const controller = new AbortController();
  const timeout = new FetchTimeoutError(policy.timeoutMs);
  const timer = setTimeout(() => controller.abort(timeout), policy.timeoutMs);
  const callOff = () => controller.abort(new FetchCancelledError());
  policy.signal?.addEventListener('abort', callOff, { once: true });
  try {
    // The attempt's own promise may not listen to the signal; the race makes the time-out hold anyway.
    return await Promise.race([
      run(controller.signal),
      new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
      ),
    ]);
  } finally {
    clearTimeout(timer);
    policy.signal?.removeEventListener('abort', callOff);
  }
}

/** Runs `run` under the policy; resolves with the first success, rejects with the last failure. */
export async function withRetries<T>(run: (signal: AbortSignal) => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    if (policy.signal?.aborted) throw new FetchCancelledError();
    try {
      return await attemptOnce(run, policy);
    } catch (error) {
      if (error instanceof FetchCancelledError || policy.signal?.aborted) throw new FetchCancelledError();
      if (attempt >= policy.attempts || policy.isFinal?.(error)) throw error;
      policy.onRetry?.(attempt, error);
      await wait(backoffDelay(attempt, policy.backoffMs), policy.signal);
    }
  }
}

/** The final toast of a failed subscribers fetch (spec section 8). */
export const subscribersFetchFailed = (reason: string) => `Failed to fetch subscribers: ${reason}`;
