const REMEMBER_ME_KEY = 'adire.rememberMe';

/** What the login form keeps in localStorage when 'Remember me' is ticked. */
export interface RememberedLogin {
  email: string;
  remember: true;
}

export function readRememberedLogin(): RememberedLogin | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBER_ME_KEY) ?? 'null') as Partial<RememberedLogin> | null;
    return stored?.remember === true && typeof stored.email === 'string'
      ? { email: stored.email, remember: true }
      : null;
  } catch {
    return null;
  }
}

export function rememberLogin(email: string): void {
  localStorage.setItem(REMEMBER_ME_KEY, JSON.stringify({ email, remember: true } satisfies RememberedLogin));
}

export function forgetRememberedLogin(): void {
  localStorage.removeItem(REMEMBER_ME_KEY);
}

/** Whether the session should outlive the browser tab (tokens in localStorage rather than sessionStorage). */
export function sessionIsRemembered(): boolean {
  return readRememberedLogin() !== null;
}
