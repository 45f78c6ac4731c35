import { createHash, randomBytes } from 'node:crypto';
import type { AccountTokenPurpose, Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * Single-use, expiring tokens sent by e-mail. The link carries 256 random bits; the database keeps
 * only their SHA-256, so a leaked table cannot be turned into working links.
 */
export const TOKEN_LIFETIME_HOURS: Record<AccountTokenPurpose, number> = {
  email_confirmation: 48,
  password_reset: 1,
  account_setup: 72,
};

/** Tokens that let their holder choose a password: a reset, or the first password of an approved designer. */
export const PASSWORD_TOKEN_PURPOSES: readonly AccountTokenPurpose[] = ['password_reset', 'account_setup'];

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Issues a new token and retires the user's earlier unused ones of the same purpose. Retired
 * tokens expire rather than vanish, so their links say 'expired' and recent mails can be counted.
 */
export async function issueAccountToken(
  prisma: PrismaClient,
  userId: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_HOURS[purpose] * 3600_000);
  await prisma.$transaction([
    prisma.accountToken.updateMany({
      where: { userId, purpose, usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    }),
    prisma.accountToken.create({ data: { userId, purpose, tokenHash: hashToken(token), expiresAt, createdAt: now } }),
  ]);
  return token;
}

export type TokenState =
  | { state: 'valid'; id: string; userId: string }
  | { state: 'used'; userId: string }
  | { state: 'expired' }
  | { state: 'invalid' };

/** What a presented token is, without using it up. */
export async function inspectAccountToken(
  prisma: PrismaClient | Prisma.TransactionClient,
  token: string,
  purpose: AccountTokenPurpose | readonly AccountTokenPurpose[],
  now = new Date(),
): Promise<TokenState> {
  if (!token || token.length > 200) return { state: 'invalid' };
  const row = await prisma.accountToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || !([] as AccountTokenPurpose[]).concat(purpose).includes(row.purpose)) return { state: 'invalid' };
  if (row.usedAt) return { state: 'used', userId: row.userId };
  if (row.expiresAt <= now) return { state: 'expired' };
  return { state: 'valid', id: row.id, userId: row.userId };
}

/** Marks a token used; false when another request used it first. */
export async function useAccountToken(
  prisma: PrismaClient | Prisma.TransactionClient,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const { count } = await prisma.accountToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } });
  return count === 1;
}

/** Retires every unused link of a user, whatever its purpose: opening one then says it has expired. */
export async function voidPendingAccountTokens(
  prisma: PrismaClient | Prisma.TransactionClient,
  userId: string,
  now = new Date(),
): Promise<void> {
  await prisma.accountToken.updateMany({
    where: { userId, usedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
}

/** How many tokens of a purpose were sent to a user since `since` (each one was an e-mail). */
export function tokensIssuedSince(
  prisma: PrismaClient,
  userId: string,
  purpose: AccountTokenPurpose,
  since: Date,
): Promise<number> {
  return prisma.accountToken.count({ where: { userId, purpose, createdAt: { gte: since } } });
}

/** Drops tokens that expired more than a day ago; they can neither be used nor counted any more. */
export async function deleteStaleAccountTokens(prisma: PrismaClient, now = new Date()): Promise<void> {
  await prisma.accountToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * 3600_000) } } });
}
