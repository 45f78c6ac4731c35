export const DEFAULT_AUTH_ERROR = 'Authentication failed. Please try again.';
export const INVALID_CREDENTIALS = 'Invalid email or password. Please try again.';

/** Error codes other pages send to /login (?error=...), in words for people. */
const FRIENDLY_MESSAGES: Record<string, string> = {
  callback_error: 'We could not complete your sign-in. Please try again.',
  access_denied: 'Sign-in was cancelled. Sign in again whenever you are ready.',
  service_unavailable: 'Sign-in is unavailable at the moment. Please try again in a few minutes.',
  session_error: 'Your sign-in session has expired. Please sign in again.',
  unexpected_error: 'Something unexpected happened while signing you in. Please try again.',
  no_code: 'We did not receive a sign-in response. Please try again.',
};

/** A known code's friendly message, else the description that came with it, else the default. */
export function loginErrorMessage(code: string, description?: string | null): string {
  return FRIENDLY_MESSAGES[code] ?? (description?.trim() || DEFAULT_AUTH_ERROR);
}
