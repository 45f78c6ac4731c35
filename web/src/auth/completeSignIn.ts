import type { User } from 'oidc-client-ts';
import { loadUserManager } from './lazyUserManager';

let completion: { url: string; result: Promise<User> } | null = null;

/**
 * Exchanges the authorization code in the callback URL for tokens and stores the session. A code
 * can be used only once, so repeated calls for the same URL share the first attempt.
 */
export function completeSignIn(url: string): Promise<User> {
  if (completion?.url !== url) {
    completion = { url, result: loadUserManager().then((userManager) => userManager.signinRedirectCallback(url)) };
  }
  return completion.result;
}
