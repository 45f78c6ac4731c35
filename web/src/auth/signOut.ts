import { POST_LOGOUT_PATH } from './oidcSettings';
import { userManager } from './userManager';

/**
 * Forgets the tokens and ends the provider session, which lands on /login. If the provider cannot
 * be reached the local session still ends.
 */
export async function signOut(): Promise<void> {
  try {
    await userManager.signoutRedirect();
  } catch {
    await userManager.removeUser();
    window.location.assign(POST_LOGOUT_PATH);
  }
}
