import { DEFAULT_SIGN_IN_TARGET, safeTarget, type SignInState } from './signInTarget';
import { userManager } from './userManager';

/**
 * Starts sign-in at the provider (authorization code + PKCE). The provider shows our /login page
 * with an interaction id, then returns to /auth/callback, which goes on to `redirectTo`.
 */
export async function startSignIn(redirectTo?: string | null): Promise<void> {
  const state: SignInState = { redirectTo: safeTarget(redirectTo) ?? DEFAULT_SIGN_IN_TARGET };
  await userManager.signinRedirect({ state });
}
