import type { NextFunction, Request, Response } from 'express';
import { RATE_LIMITED, RateLimitedError } from './rate-limited-error.js';

/** Throws a GraphQL answer's RATE_LIMITED error, so that a REST route answers 429 whatever its own error shape. */
export function throwIfRateLimited(errors: readonly { extensions?: Record<string, unknown> }[]): void {
  const limited = errors.find((e) => e.extensions?.code === RATE_LIMITED);
  if (limited) throw new RateLimitedError(Number(limited.extensions!.retryAfterSeconds) || 60);
}

/** The REST shim's answer to a rate-limited write: 429, Retry-After in seconds, and `{ error, retryAfterSeconds }`. */
export function rateLimitedAnswer(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!(err instanceof RateLimitedError)) return next(err);
  res
    .status(429)
    .set('Retry-After', String(err.retryAfterSeconds))
    .json({ error: err.message, retryAfterSeconds: err.retryAfterSeconds });
}
