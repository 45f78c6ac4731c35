import type { PrismaClient } from '../generated/prisma/client.js';

export interface ThrottleLimits {
  /** Failures allowed for one account from one address within the window. */
  perAccount: number;
  /** Failures allowed from one address, across accounts, within the window. */
  perAddress: number;
  windowMinutes: number;
}

/**
 * The slow curve per account, across addresses: within a day an account may fail `freeFailures`
 * times anywhere; after that every further failure doubles the wait (1, 2, 4 ... minutes, at most
 * an hour) before an address that has already failed for the account may try again.
 */
export const ACCOUNT_CURVE = {
  windowMinutes: 24 * 60,
  freeFailures: 10,
  firstWaitMinutes: 1,
  maxWaitMinutes: 60,
} as const;

const MINUTE_MS = 60_000;
/** The first key of the advisory locks that queue one address's sign-in attempts. */
const ATTEMPT_LOCK_SPACE = 5_146_783;

/** The throttle's answer to an attempt, given before its password is checked. */
export type ThrottleVerdict = { allowed: false; minutesToWait: number } | { allowed: true; attempt: CountedAttempt };

/**
 * An attempt the throttle let through. It is written down as a failure before its password is
 * checked, so the attempts queued behind it count it; once the password proves right, the caller
 * takes it back.
 */
export interface CountedAttempt {
  /** The password was right but sign-in is not finished (an unconfirmed address, ...): not a failure. */
  withdraw(): Promise<void>;
  /** Signed in: also clears the account's earlier failures from this address. */
  succeeded(): Promise<void>;
}

/**
 * Counts sign-in attempts in login_failures (a table, so the counts hold across API processes and
 * work on PGlite). Three limits, checked before the password is:
 * - an account from one address: locked after `perAccount` failures within the window, so a
 *   stranger's wrong guesses never lock the owner out at another address;
 * - an address across accounts: locked after `perAddress` failures within the window;
 * - an account across addresses: the slow ACCOUNT_CURVE, which holds back only addresses that have
 *   already failed for the account, so the right password from a clean address always gets in.
 *
 * An attempt is counted before its password is checked: under a lock per address (PostgreSQL's
 * advisory lock, so it holds across processes), the attempt is written down as a failure only if
 * the limits allow it, and the caller withdraws it once the password proves right. Attempts sent
 * at once therefore reach the password check at most up to the limit. Unknown e-mail addresses
 * count like known ones, so the throttle reveals nothing about which accounts exist.
 */
export class LoginThrottle {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly limits: ThrottleLimits,
  ) {}

  async begin(email: string, ip: string): Promise<ThrottleVerdict> {
    if ((await this.curveWaitMs(email, ip, new Date())) > 0) return this.refusal(email, ip);
    const since = new Date(Date.now() - this.windowMs);
    // One address's attempts queue on a lock while each is counted and written down, so attempts
    // sent at once, to any number of processes, are judged one after the other.
    const [, written] = await this.prisma.$transaction([
      this.prisma.$executeRaw`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}::int, hashtext(${ip}))`,
      this.prisma.$queryRaw<{ id: bigint }[]>`
        INSERT INTO login_failures (email, ip)
        SELECT ${email}, ${ip}
        WHERE (SELECT count(*) FROM login_failures WHERE email = ${email} AND ip = ${ip} AND created_at > ${since})
                < ${this.limits.perAccount}::int
          AND (SELECT count(*) FROM login_failures WHERE ip = ${ip} AND created_at > ${since})
                < ${this.limits.perAddress}::int
        RETURNING id`,
    ]);
    const id = written[0]?.id;
    if (id === undefined) return this.refusal(email, ip);
    return {
      allowed: true,
      attempt: {
        withdraw: async () => {
          await this.prisma.loginFailure.deleteMany({ where: { id } });
        },
        succeeded: () => this.recordSuccess(email, ip),
      },
    };
  }

  /** How long a refused attempt has to wait: until the oldest of the last `limit` failures leaves the window. */
  private async refusal(email: string, ip: string): Promise<ThrottleVerdict> {
    // Read the clock now, after the failures that caused the refusal were written.
    const now = new Date();
    const since = new Date(now.getTime() - this.windowMs);
    const recent = (where: { email?: string; ip?: string }, take: number) =>
      this.prisma.loginFailure.findMany({
        where: { ...where, createdAt: { gt: since } },
        orderBy: { createdAt: 'desc' },
        take,
        select: { createdAt: true },
      });
    const [byPair, byAddress] = await Promise.all([
      recent({ email, ip }, this.limits.perAccount),
      recent({ ip }, this.limits.perAddress),
    ]);
    const unlockAt = (rows: { createdAt: Date }[], limit: number) =>
      rows.length >= limit ? rows[limit - 1]!.createdAt.getTime() + this.windowMs : 0;
    const waitMs = Math.max(
      unlockAt(byPair, this.limits.perAccount),
      unlockAt(byAddress, this.limits.perAddress),
      await this.curveWaitMs(email, ip, now),
    );
    return { allowed: false, minutesToWait: Math.max(1, Math.ceil((waitMs - now.getTime()) / MINUTE_MS)) };
  }

  /** When the account curve lets this address try again (0: no wait). */
  private async curveWaitMs(email: string, ip: string, now: Date): Promise<number> {
    const curveSince = new Date(now.getTime() - ACCOUNT_CURVE.windowMinutes * MINUTE_MS);
    const [pairToday, accountToday] = await Promise.all([
      this.prisma.loginFailure.findFirst({ where: { email, ip, createdAt: { gt: curveSince } }, select: { id: true } }),
      this.prisma.loginFailure.aggregate({
        where: { email, createdAt: { gt: curveSince } },
        _count: true,
        _max: { createdAt: true },
      }),
    ]);
    const unlockAt =
      pairToday && accountToday._max.createdAt
        ? accountToday._max.createdAt.getTime() + accountCurveWaitMinutes(accountToday._count) * MINUTE_MS
        : 0;
    return unlockAt > now.getTime() ? unlockAt : 0;
  }

  /**
   * A correct password: clears the account's failures from that address (or, without an address,
   * all of the account's). Other addresses' failures stay, so a stranger guessing elsewhere gains
   * nothing from the owner signing in.
   */
  async recordSuccess(email: string, ip?: string): Promise<void> {
    await this.prisma.loginFailure.deleteMany({ where: ip === undefined ? { email } : { email, ip } });
  }

  /** Drops rows too old to matter to any of the limits. */
  async prune(now = new Date()): Promise<void> {
    const keepMs = Math.max(this.windowMs, ACCOUNT_CURVE.windowMinutes * MINUTE_MS);
    await this.prisma.loginFailure.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - keepMs) } } });
  }

  private get windowMs() {
    return this.limits.windowMinutes * MINUTE_MS;
  }
}

/** The account curve's wait after an account's `failures` within its window (0 while they are free). */
export function accountCurveWaitMinutes(failures: number): number {
  if (failures < ACCOUNT_CURVE.freeFailures) return 0;
  const doublings = failures - ACCOUNT_CURVE.freeFailures;
  return Math.min(ACCOUNT_CURVE.maxWaitMinutes, ACCOUNT_CURVE.firstWaitMinutes * 2 ** Math.min(doublings, 30));
}

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
