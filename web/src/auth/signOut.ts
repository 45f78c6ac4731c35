import { loadUserManager } from './lazyUserManager';
import { POST_LOGOUT_PATH } from './oidcPaths';
import { forgetStoredUsers } from './sessionUserStore';

/**
 * Forgets the tokens and ends the provider session, which lands on /login. If the provider (or the
 * OpenID client's code) cannot be reached the local session still ends.
 */
export async function signOut(): Promise<void> {
  try {
    const userManager = await loadUserManager();
    try {
      await userManager.signoutRedirect();
      return;
    } catch {
      await userManager.removeUser();
    }
  } catch {
    forgetStoredUsers();
  }
  window.location.assign(POST_LOGOUT_PATH);
}
