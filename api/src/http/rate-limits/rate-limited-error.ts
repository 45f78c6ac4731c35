import { GraphQLError } from 'graphql';

export const RATE_LIMITED = 'RATE_LIMITED';

/** The refusal's text, in the shape of the sign-in throttle's ('Too many sign-in attempts. ...'). */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/**
 * A write refused by its rate limit: code RATE_LIMITED with the seconds to wait. Over GraphQL the
 * HTTP answer is 429 with Retry-After (Apollo applies an error's `http` extension to the response
 * and leaves it out of the body); the REST shim answers the same (see rate-limited-answer.ts).
 */
export class RateLimitedError extends GraphQLError {
  constructor(public readonly retryAfterSeconds: number) {
    // Apollo reads the headers as a Map (graphql-yoga's typings, also loaded here, say a record).
    const http = { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) };
    const extensions: Record<string, unknown> = { code: RATE_LIMITED, retryAfterSeconds, http };
    super(tooManyRequestsMessage(retryAfterSeconds), { extensions });
  }
}
