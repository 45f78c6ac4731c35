const GATE_KEY = 'adire.passwordGate';
const GRANTED = 'granted';

export const INCORRECT_GATE_PASSWORD = 'Incorrect password. Please try again.';
export const GATE_UNAVAILABLE = 'Something went wrong. Please try again.';

/** Whether this browser has passed the beta password gate (kept in localStorage). */
export const hasGateAccess = (): boolean => localStorage.getItem(GATE_KEY) === GRANTED;

export const grantGateAccess = (): void => localStorage.setItem(GATE_KEY, GRANTED);

/** Whether the site stands behind the beta gate; an unreachable server counts as no gate. */
export async function isGateEnabled(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/password-gate', { headers: { accept: 'application/json' } });
    return response.ok && ((await response.json()) as { enabled?: boolean }).enabled === true;
  } catch {
    return false;
  }
}

export type GateAnswer = { success: true } | { success: false; error: string };

/** POST /api/auth/password-gate; a refusal carries the server's message. Throws when unreachable. */
export async function submitGatePassword(password: string): Promise<GateAnswer> {
  const response = await fetch('/api/auth/password-gate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ password }),
  });
  const body = (await response.json()) as { success?: boolean; error?: string };
  if (response.ok && body.success) return { success: true };
  if (response.status >= 500) throw new Error(body.error ?? GATE_UNAVAILABLE);
  return { success: false, error: body.error || INCORRECT_GATE_PASSWORD };
}
