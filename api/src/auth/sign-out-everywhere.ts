import type { Prisma } from '../generated/prisma/client.js';
import { endAccessTokensOf } from './access-version.js';
import { revokeAllSignInsOf } from './oidc-adapter.js';

/**
 * Ends every sign-in of a user: sessions, grants and refresh tokens at once, and the access tokens
 * already issued from the user's next request. Call it inside the transaction of the change.
 */
export async function signOutEverywhere(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await revokeAllSignInsOf(tx, userId);
  await endAccessTokensOf(tx, userId);
}
