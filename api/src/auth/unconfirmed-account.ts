import type { Prisma, User } from '../generated/prisma/client.js';
import { voidPendingAccountTokens } from './account-tokens.js';
import { signOutEverywhere } from './sign-out-everywhere.js';

/**
 * Anyone can sign up with someone else's address: the account stays unconfirmed, with the password
 * they chose, and its confirmation link goes to the real owner. Before such an account is given
 * rights meant for the address's owner (a designer's approval), it is taken back: no password, no
 * sessions or tokens, no pending links. The owner then chooses a password through a mailed link,
 * which also confirms the address. Returns false, changing nothing, for a confirmed account.
 */
export async function takeBackUnconfirmedAccount(
  tx: Prisma.TransactionClient,
  user: Pick<User, 'id' | 'emailVerified'>,
): Promise<boolean> {
  if (user.emailVerified) return false;
  await tx.user.update({ where: { id: user.id }, data: { passwordHash: null } });
  await voidPendingAccountTokens(tx, user.id);
  await signOutEverywhere(tx, user.id);
  return true;
}
