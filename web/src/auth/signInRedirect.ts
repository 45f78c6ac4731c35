import { pendingTarget, rememberPendingTarget } from './pendingSignInTarget';
import { PLAIN_SIGN_IN_TARGET, signInReturnTarget, type SignInState } from './signInTarget';
import { loadUserManager } from './lazyUserManager';

/**
 * Starts sign-in at the provider (authorization code + PKCE). The provider shows our /login page
 * with an interaction id, then returns to /auth/callback, which goes on to `redirectTo` (/ when it
 * is not a page to come back to). Called without a target, as when an expired sign-in starts over,
 * it keeps the target of the sign-in this tab started last.
 */
export async function startSignIn(redirectTo?: string | null): Promise<void> {
  const requested = redirectTo === undefined ? pendingTarget() : redirectTo;
  const state: SignInState = { redirectTo: signInReturnTarget(requested) ?? PLAIN_SIGN_IN_TARGET };
  rememberPendingTarget(state.redirectTo);
  const userManager = await loadUserManager();
  await userManager.signinRedirect({ state });
}
