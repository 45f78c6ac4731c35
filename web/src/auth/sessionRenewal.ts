import type { User } from 'oidc-client-ts';
import { userManager } from './userManager';

let renewal: Promise<User | null> | null = null;

/**
 * Asks for fresh tokens with the refresh token, once for everyone waiting. When that fails the
 * session is over: the stored user is removed (listeners see the sign-out) and null is returned.
 */
export function renewSession(): Promise<User | null> {
  renewal ??= userManager
    .signinSilent()
    .catch(() => null)
    .then(async (user) => {
      if (!user) await userManager.removeUser();
      return user;
    })
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/** The stored signed-in user, renewed first when its access token has run out; null when signed out. */
export async function currentSessionUser(): Promise<User | null> {
  const user = await userManager.getUser();
  if (!user) return null;
  if (!user.expired) return user;
  return user.refresh_token ? renewSession() : userManager.removeUser().then(() => null);
}
