import { completeSignIn } from '../../auth/completeSignIn';
import { DEFAULT_SIGN_IN_TARGET, signInReturnTarget, signInTargetFrom } from '../../auth/signInTarget';

export type SignInOutcome = { status: 'success'; target: string } | { status: 'error'; error: string; message: string };

export const CALLBACK_MESSAGES = {
  session: 'Failed to verify authentication session',
  noSession: 'No active session found',
  unexpected: 'Failed to verify authentication',
} as const;

/** Reads the provider's answer in the callback URL and completes sign-in (spec: Auth success). */
export async function signInOutcome(url: string): Promise<SignInOutcome> {
  const params = new URL(url).searchParams;
  const providerError = params.get('error');
  if (providerError)
    return {
      status: 'error',
      error: providerError,
      message: params.get('error_description') || CALLBACK_MESSAGES.unexpected,
    };
  if (!params.get('code')) return { status: 'error', error: 'no_code', message: CALLBACK_MESSAGES.noSession };

  let user;
  try {
    user = await completeSignIn(url);
  } catch {
    return { status: 'error', error: 'callback_error', message: CALLBACK_MESSAGES.session };
  }
  if (!user?.access_token) return { status: 'error', error: 'unexpected_error', message: CALLBACK_MESSAGES.unexpected };
  return {
    status: 'success',
    target: signInReturnTarget(params.get('redirect_to')) ?? signInTargetFrom(user.state) ?? DEFAULT_SIGN_IN_TARGET,
  };
}
