import type { User } from 'oidc-client-ts';
import { loadUserManager } from './lazyUserManager';
import { hasStoredUser } from './sessionUserStore';

let renewal: Promise<User | null> | null = null;

/**
 * Asks for fresh tokens with the refresh token, once for everyone waiting. When that fails the
 * session is over: the stored user is removed (listeners see the sign-out) and null is returned.
 */
export function renewSession(): Promise<User | null> {
  renewal ??= loadUserManager()
    .then(async (userManager) => {
      const user = await userManager.signinSilent().catch(() => null);
      if (!user) await userManager.removeUser();
      return user;
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/**
 * The stored signed-in user, renewed first when its access token has run out; null when signed out.
 * Without a stored user the answer is null at once and the OpenID client is not loaded.
 */
export async function currentSessionUser(): Promise<User | null> {
  if (!hasStoredUser()) return null;
  const userManager = await loadUserManager();
  const user = await userManager.getUser();
  if (!user) return null;
  if (!user.expired) return user;
  return user.refresh_token ? renewSession() : userManager.removeUser().then(() => null);
}
