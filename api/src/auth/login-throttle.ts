import type { PrismaClient } from '../generated/prisma/client.js';

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
}

/**
 * Counts failed sign-ins in login_failures (a table, so it holds across processes and works on
 * PGlite). An account is locked after `perAccount` failures within the window, an address after
 * `perAddress`; a successful sign-in clears the account's count. Unknown e-mail addresses count
 * like known ones, so the throttle reveals nothing about which accounts exist.
 */
export class LoginThrottle {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Minutes until the next attempt is allowed, or 0 when it is allowed now. */
  async minutesToWait(email: string, ip: string, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - this.windowMs);
    const [byAccount, byAddress] = await Promise.all([
      this.prisma.loginFailure.findMany({
        where: { email, createdAt: { gt: since } },
        orderBy: { createdAt: 'desc' },
        take: this.limits.perAccount,
        select: { createdAt: true },
      }),
      this.prisma.loginFailure.findMany({
        where: { ip, createdAt: { gt: since } },
        orderBy: { createdAt: 'desc' },
        take: this.limits.perAddress,
        select: { createdAt: true },
      }),
    ]);
    // Locked until the oldest of the last `limit` failures leaves the window.
    const unlockAt = (rows: { createdAt: Date }[], limit: number) =>
      rows.length >= limit ? rows[limit - 1]!.createdAt.getTime() + this.windowMs : 0;
    const waitMs =
      Math.max(unlockAt(byAccount, this.limits.perAccount), unlockAt(byAddress, this.limits.perAddress)) -
      now.getTime();
    return waitMs > 0 ? Math.ceil(waitMs / 60_000) : 0;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.prisma.loginFailure.create({ data: { email, ip } });
  }

  async recordSuccess(email: string): Promise<void> {
    await this.prisma.loginFailure.deleteMany({ where: { email } });
  }

  /** Drops rows too old to matter. */
  async prune(now = new Date()): Promise<void> {
    await this.prisma.loginFailure.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - this.windowMs) } },
    });
  }

  private get windowMs() {
    return this.limits.windowMinutes * 60_000;
  }
}

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
