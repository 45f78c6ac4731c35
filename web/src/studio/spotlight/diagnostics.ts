import { fetchWithSession } from '../../auth/fetchWithSession';
import { renewSession } from '../../auth/sessionRenewal';
import { userManager } from '../../auth/userManager';
import { refreshBlocker, refreshOutcome, type SessionRefreshOutcome } from './sessionRefresh';

export const DIAGNOSTICS_URL = '/api/studio/upload-diagnostics';

/** What a diagnostics run shows: the API's answer as it came, or what went wrong. */
export interface DiagnosticsRun {
  ok: boolean;
  status: number | null;
  body: unknown;
}

/**
 * Runs the API's upload check as the signed-in user: the session, the user, and a probe object
 * written to, read back from and removed from the spotlight-images bucket.
 */
export async function runDiagnostics(): Promise<DiagnosticsRun> {
  try {
    const response = await fetchWithSession((token) =>
      fetch(DIAGNOSTICS_URL, {
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    );
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: shown as the text it is.
    }
    return { ok: response.ok, status: response.status, body };
  } catch (error) {
    return { ok: false, status: null, body: { error: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Renews the session's tokens with the web app's own refresh (the one the API calls use), and says
 * how it went in the spec's words (section 8, Diagnostics).
 */
export async function refreshSession(): Promise<SessionRefreshOutcome> {
  const blocker = refreshBlocker(await userManager.getUser());
  if (blocker) return refreshOutcome(blocker);
  return refreshOutcome(null, !!(await renewSession()));
}
