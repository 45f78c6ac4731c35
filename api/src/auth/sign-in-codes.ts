import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';

/**
 * The codes mailed when a password alone is not enough (see sign-in.ts): six digits, for one
 * sign-in (the provider's interaction), for ten minutes, five tries, used once. An account gets at
 * most `perAccountPerHour` of them, so nobody can fill its owner's inbox.
 */
export const SIGN_IN_CODE = { digits: 6, lifetimeMinutes: 10, maxAttempts: 5, perAccountPerHour: 10 } as const;

/**
 * The table keeps an HMAC of the code and its sign-in under the provider's cookie key (shared by
 * every API process, kept in another table), so the codes cannot be read back from this table
 * alone. A cheap hash on purpose: checking takes the same time whether or not a code was issued.
 */
function codeHash(key: string, interactionUid: string, code: string): string {
  return createHmac('sha256', key).update(`sign-in-code:${interactionUid}:${code}`).digest('base64url');
}

function hashMatches(keys: readonly string[], interactionUid: string, code: string, stored: string): boolean {
  const given = Buffer.from(stored);
  return keys
    .map((key) => Buffer.from(codeHash(key, interactionUid, code)))
    .some((expected) => expected.length === given.length && timingSafeEqual(expected, given));
}

/** What a person types: the digits only, whatever spaces or dashes they copied with them. */
export function normalizeSignInCode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isWellFormedSignInCode(code: string): boolean {
  return new RegExp(`^\\d{${SIGN_IN_CODE.digits}}$`).test(code);
}

/**
 * Makes a code for this sign-in of this account and retires the sign-in's earlier codes. Returns
 * null (and issues nothing) when the account has had its hourly share of codes; earlier codes keep
 * working until they expire.
 */
export async function issueSignInCode(
  prisma: PrismaClient,
  keys: readonly string[],
  input: { userId: string; interactionUid: string },
  now = new Date(),
): Promise<string | null> {
  const lastHour = new Date(now.getTime() - 3600_000);
  const issued = await prisma.signInCode.count({ where: { userId: input.userId, createdAt: { gt: lastHour } } });
  if (issued >= SIGN_IN_CODE.perAccountPerHour) return null;
  const code = String(randomInt(10 ** SIGN_IN_CODE.digits)).padStart(SIGN_IN_CODE.digits, '0');
  await prisma.$transaction([
    prisma.signInCode.updateMany({
      where: { interactionUid: input.interactionUid, usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    }),
    prisma.signInCode.create({
      data: {
        userId: input.userId,
        interactionUid: input.interactionUid,
        codeHash: codeHash(keys[0]!, input.interactionUid, code),
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE.lifetimeMinutes * 60_000),
        createdAt: now,
      },
    }),
  ]);
  return code;
}

/**
 * Uses the sign-in's current code: the account it was issued to, or null for a wrong, used,
 * expired or missing code, or one whose tries are spent (all alike to the caller, in answer and in
 * the work done). A try is taken before the code is compared, so tries sent at once cannot
 * outnumber `maxAttempts`. Issuing retires a sign-in's earlier codes, so one at most is live.
 */
export async function useSignInCode(
  prisma: PrismaClient,
  keys: readonly string[],
  interactionUid: string,
  code: string,
  now = new Date(),
): Promise<{ userId: string } | null> {
  const live = { interactionUid, usedAt: null, expiresAt: { gt: now } };
  const tried = await prisma.signInCode.updateMany({
    where: { ...live, attempts: { lt: SIGN_IN_CODE.maxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  const row = await prisma.signInCode.findFirst({ where: live, orderBy: { createdAt: 'desc' } });
  const matches = hashMatches(keys, interactionUid, code, row?.codeHash ?? '');
  if (tried.count === 0 || !row || !matches) return null;
  const used = await prisma.signInCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  return used.count === 1 ? { userId: row.userId } : null;
}

/** Drops codes that expired more than a day ago. */
export async function deleteStaleSignInCodes(prisma: PrismaClient, now = new Date()): Promise<void> {
  await prisma.signInCode.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * 3600_000) } } });
}
