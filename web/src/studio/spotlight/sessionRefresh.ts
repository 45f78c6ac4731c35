import { DIAGNOSTICS_MESSAGES } from '@features/spotlight/messages';

export interface SessionRefreshOutcome {
  ok: boolean;
  message: string;
}

/** Why a refresh cannot be tried (no session, or one without a refresh token); null when it can. */
export function refreshBlocker(user: { refresh_token?: string } | null): string | null {
  if (!user) return 'You are not signed in.';
  if (!user.refresh_token) return 'This session has no refresh token. Please sign in again.';
  return null;
}

/** What the diagnostics page says about a refresh (spec section 8, Diagnostics). */
export function refreshOutcome(blocker: string | null, renewed = false): SessionRefreshOutcome {
  if (blocker) return { ok: false, message: DIAGNOSTICS_MESSAGES.refreshFailed(blocker) };
  return renewed
    ? { ok: true, message: DIAGNOSTICS_MESSAGES.refreshed }
    : {
        ok: false,
        message: DIAGNOSTICS_MESSAGES.refreshFailed('The session could not be renewed. Please sign in again.'),
      };
}
