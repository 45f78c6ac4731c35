import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * Access tokens are verified locally and live 15 minutes. So that a password reset, a role change
 * or a change of owned brands ends the tokens issued before it at once, each account has an access
 * version: tokens carry the one they were issued under (this claim), every signed-in request
 * compares it with the account's (in the statement that loads the viewer), and such changes raise
 * it. A counter rather than an instant compared with `iat`: `iat` is in whole seconds, so a token
 * issued in the same second as a reset could not be told apart from one issued just before it.
 */
export const ACCESS_VERSION_CLAIM = 'access_version';

/** The claim's value in a verified token; tokens from before the claim existed count as version 0. */
export function accessVersionOf(payload: Record<string, unknown>): number | null {
  const value = payload[ACCESS_VERSION_CLAIM];
  if (value === undefined) return 0;
  return Number.isSafeInteger(value) ? (value as number) : null;
}

/** The claim to put in an access token issued now for an account (none for an unknown account). */
export async function accessVersionClaim(
  prisma: PrismaClient,
  accountId: string,
): Promise<Record<string, number> | undefined> {
  const user = await prisma.user.findUnique({ where: { id: accountId }, select: { accessVersion: true } });
  return user ? { [ACCESS_VERSION_CLAIM]: user.accessVersion } : undefined;
}

/** Ends every access token issued to the user so far, from their next request on. Call it inside the change's transaction. */
export async function endAccessTokensOf(prisma: Prisma.TransactionClient, userId: string): Promise<void> {
  await prisma.user.update({ where: { id: userId }, data: { accessVersion: { increment: 1 } } });
}
