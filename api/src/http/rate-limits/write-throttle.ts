import { RateLimiterPrisma, RateLimiterRes } from 'rate-limiter-flexible';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { RateLimitedError } from './rate-limited-error.js';
import { WRITE_KINDS, type WriteKind, type WriteLimit } from './write-limits.js';

/** Who is writing: the client's address, and the account when signed in. */
export interface Writer {
  address: string;
  accountId: string | null;
}

/** What a request's context carries: counts one write of a kind, or refuses it with RATE_LIMITED. */
export interface WriteGate {
  limit(kind: WriteKind): Promise<void>;
}

/**
 * Counts public writes per address and per account in the rate_limits table, so every API process
 * sees the same counts (rate-limiter-flexible's Prisma store; it works on PostgreSQL and PGlite).
 */
export class WriteThrottle {
  private readonly limiters: Record<WriteKind, { perAddress: RateLimiterPrisma; perAccount: RateLimiterPrisma }>;

  constructor(prisma: PrismaClient, limits: Record<WriteKind, WriteLimit>) {
    const limiter = (keyPrefix: string, points: number, duration: number, sweeps: boolean) =>
      new RateLimiterPrisma({
        storeClient: prisma,
        tableName: 'rateLimit',
        keyPrefix,
        points,
        duration,
        // One limiter sweeps the whole table's expired rows; the others need not.
        clearExpiredByTimeout: sweeps,
      });
    this.limiters = Object.fromEntries(
      WRITE_KINDS.map((kind, i) => {
        const { perAddress, perAccount } = limits[kind];
        return [
          kind,
          {
            perAddress: limiter(`${kind}:address`, perAddress.points, perAddress.durationSeconds, i === 0),
            perAccount: limiter(`${kind}:account`, perAccount.points, perAccount.durationSeconds, false),
          },
        ];
      }),
    ) as WriteThrottle['limiters'];
  }

  /** Counts one write; throws RateLimitedError (with the longest wait) when any of its limits is spent. */
  async limit(kind: WriteKind, writer: Writer): Promise<void> {
    const { perAddress, perAccount } = this.limiters[kind];
    const outcomes = await Promise.allSettled([
      perAddress.consume(writer.address),
      ...(writer.accountId ? [perAccount.consume(writer.accountId)] : []),
    ]);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    if (!refusals.length) return;
    const unexpected = refusals.find((r) => !(r instanceof RateLimiterRes));
    if (unexpected) throw unexpected;
    const waitMs = Math.max(...refusals.map((r) => (r as RateLimiterRes).msBeforeNext));
    throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** The gate a request's context carries, bound to its caller. */
  gateFor(writer: Writer): WriteGate {
    return { limit: (kind) => this.limit(kind, writer) };
  }
}
