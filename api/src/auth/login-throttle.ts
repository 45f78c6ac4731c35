import type { PrismaClient } from '../generated/prisma/client.js';

export interface ThrottleLimits {
  /** Failures allowed for one account from one address within the window. */
  perAccount: number;
  /** Failures allowed from one address, across accounts, within the window. */
  perAddress: number;
  windowMinutes: number;
  /**
   * Failures of one account, from any addresses, within ACCOUNT_WINDOW_HOURS after which signing
   * in to it also needs a code mailed to the account (sign-in.ts).
   */
  codeAfterFailures: number;
}

/** How far back an account's failures from every address count towards asking for a mailed code. */
export const ACCOUNT_WINDOW_HOURS = 24;

const MINUTE_MS = 60_000;
/** The first key of the advisory locks that take one address's sign-in attempts one at a time. */
const ATTEMPT_LOCK_SPACE = 5_146_783;
/** How often, and about how far apart, an attempt tries for its address's lock (about 1.5 s in all). */
const LOCK_TRIES = 60;
const LOCK_RETRY_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The throttle's answer to an attempt, given before its password is checked. */
export type ThrottleVerdict =
  | { allowed: false; minutesToWait: number }
  | {
      allowed: true;
      attempt: CountedAttempt;
      /** The account has had `codeAfterFailures` failures or more lately: a password alone is not enough. */
      needsCode: boolean;
    };

/**
 * An attempt the throttle let through. It is written down as a failure before its password is
 * checked, so the attempts queued behind it count it; once the password proves right, the caller
 * takes it back.
 */
export interface CountedAttempt {
  /** The password was right: not a failure (recordSuccess clears the earlier ones once signed in). */
  withdraw(): Promise<void>;
}

/**
 * Counts sign-in attempts in login_failures (a table, so the counts hold across API processes and
 * work on PGlite). Two locks, checked before the password is:
 * - an account from one address: locked after `perAccount` failures within the window, so a
 *   stranger's wrong guesses never lock the owner out at another address;
 * - an address across accounts: locked after `perAddress` failures within the window.
 * Guessing spread over many addresses passes both; once an account has `codeAfterFailures`
 * failures from anywhere within ACCOUNT_WINDOW_HOURS, `needsCode` tells sign-in to ask for a
 * mailed code as well, which a stranger cannot give and the owner can: nobody is locked out.
 *
 * An attempt is counted before its password is checked: under a lock per address (PostgreSQL's
 * advisory lock, so it holds across processes), the attempt is written down as a failure only if
 * the limits allow it, and the caller withdraws it once the password proves right. Attempts sent
 * at once therefore reach the password check at most up to the limit; an address that keeps its
 * lock busy for longer than an attempt will wait is refused like one past its limit. Unknown
 * e-mail addresses count like known ones, so the throttle reveals nothing about which accounts exist.
 */
export class LoginThrottle {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly limits: ThrottleLimits,
  ) {}

  async begin(email: string, ip: string): Promise<ThrottleVerdict> {
    let id = await this.writeAttempt(email, ip);
    for (let tries = 1; id === 'busy'; tries += 1) {
      // Other attempts from the address have held its lock all this while: it is sending many at once.
      if (tries === LOCK_TRIES) return this.refusal(email, ip);
      await sleep(LOCK_RETRY_MS * (0.5 + Math.random()));
      id = await this.writeAttempt(email, ip);
    }
    if (id === null) return this.refusal(email, ip);
    const written = id;
    const accountFailures = await this.prisma.loginFailure.count({
      where: {
        email,
        id: { not: written },
        createdAt: { gt: new Date(Date.now() - ACCOUNT_WINDOW_HOURS * 3600_000) },
      },
    });
    return {
      allowed: true,
      needsCode: accountFailures >= this.limits.codeAfterFailures,
      attempt: {
        withdraw: async () => {
          await this.prisma.loginFailure.deleteMany({ where: { id: written } });
        },
      },
    };
  }

  /**
   * Writes the attempt down as a failure if the limits allow it (its id), or not (null), holding
   * the address's advisory lock so that the count and the write of one attempt never interleave
   * with another's, in any process. 'busy' when another attempt holds the lock: the caller waits
   * outside the transaction, so a burst of attempts never ties up the connection pool.
   */
  private writeAttempt(email: string, ip: string): Promise<bigint | null | 'busy'> {
    const since = new Date(Date.now() - this.windowMs);
    return this.prisma.$transaction(
      async (tx) => {
        const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
          SELECT pg_try_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}::int, hashtext(${ip})) AS locked`;
        if (!lock?.locked) return 'busy';
        const written = await tx.$queryRaw<{ id: bigint }[]>`
          INSERT INTO login_failures (email, ip)
          SELECT ${email}, ${ip}
          WHERE (SELECT count(*) FROM login_failures WHERE email = ${email} AND ip = ${ip} AND created_at > ${since})
                  < ${this.limits.perAccount}::int
            AND (SELECT count(*) FROM login_failures WHERE ip = ${ip} AND created_at > ${since})
                  < ${this.limits.perAddress}::int
          RETURNING id`;
        return written[0]?.id ?? null;
      },
      { maxWait: 10_000 },
    );
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
    const waitMs = Math.max(unlockAt(byPair, this.limits.perAccount), unlockAt(byAddress, this.limits.perAddress));
    return { allowed: false, minutesToWait: Math.max(1, Math.ceil((waitMs - now.getTime()) / MINUTE_MS)) };
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
    const keepMs = Math.max(this.windowMs, ACCOUNT_WINDOW_HOURS * 60 * MINUTE_MS);
    await this.prisma.loginFailure.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - keepMs) } } });
  }

  private get windowMs() {
    return this.limits.windowMinutes * MINUTE_MS;
  }
}

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
