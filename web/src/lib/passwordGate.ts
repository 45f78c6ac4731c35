const GATE_KEY = 'adire.passwordGate';
const GRANTED = 'granted';

export const INCORRECT_GATE_PASSWORD = 'Incorrect password. Please try again.';
export const GATE_UNAVAILABLE = 'Something went wrong. Please try again.';

/** Whether this browser has passed the beta password gate (kept in localStorage). */
export const hasGateAccess = (): boolean => localStorage.getItem(GATE_KEY) === GRANTED;

export const grantGateAccess = (): void => localStorage.setItem(GATE_KEY, GRANTED);

/**
 * Whether this browser still has to pass the beta gate: the gate is on and the server holds no
 * gate pass (its cookie) for it. Then an old 'granted' entry is dropped, since the API would refuse
 * the visitor anyway. An unreachable server counts as no gate.
 */
export async function isGateEnabled(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/password-gate', { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { enabled?: boolean; passed?: boolean };
    const required = response.ok && body.enabled === true && body.passed !== true;
    if (required) localStorage.removeItem(GATE_KEY);
    return required;
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
