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

/**
 * Counts failed sign-ins in login_failures (a table, so it holds across processes and works on
 * PGlite). Three limits, checked before the password is:
 * - an account from one address: locked after `perAccount` failures within the window, so a
 *   stranger's wrong guesses never lock the owner out at another address;
 * - an address across accounts: locked after `perAddress` failures within the window;
 * - an account across addresses: the slow ACCOUNT_CURVE, which holds back only addresses that have
 *   already failed for the account, so the right password from a clean address always gets in.
 * Unknown e-mail addresses count like known ones, so the throttle reveals nothing about which
 * accounts exist.
 */
export class LoginThrottle {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Minutes until the next attempt is allowed, or 0 when it is allowed now. */
  async minutesToWait(email: string, ip: string, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - this.windowMs);
    const curveSince = new Date(now.getTime() - ACCOUNT_CURVE.windowMinutes * MINUTE_MS);
    const recent = (where: { email?: string; ip?: string }, after: Date, take: number) =>
      this.prisma.loginFailure.findMany({
        where: { ...where, createdAt: { gt: after } },
        orderBy: { createdAt: 'desc' },
        take,
        select: { createdAt: true },
      });
    const [byPair, byAddress, pairToday, accountToday] = await Promise.all([
      recent({ email, ip }, since, this.limits.perAccount),
      recent({ ip }, since, this.limits.perAddress),
      recent({ email, ip }, curveSince, 1),
      this.prisma.loginFailure.aggregate({
        where: { email, createdAt: { gt: curveSince } },
        _count: true,
        _max: { createdAt: true },
      }),
    ]);
    // Locked until the oldest of the last `limit` failures leaves the window.
    const unlockAt = (rows: { createdAt: Date }[], limit: number) =>
      rows.length >= limit ? rows[limit - 1]!.createdAt.getTime() + this.windowMs : 0;
    const curveUnlockAt =
      pairToday.length && accountToday._max.createdAt
        ? accountToday._max.createdAt.getTime() + accountCurveWaitMinutes(accountToday._count) * MINUTE_MS
        : 0;
    const waitMs =
      Math.max(unlockAt(byPair, this.limits.perAccount), unlockAt(byAddress, this.limits.perAddress), curveUnlockAt) -
      now.getTime();
    return waitMs > 0 ? Math.ceil(waitMs / MINUTE_MS) : 0;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.prisma.loginFailure.create({ data: { email, ip } });
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
