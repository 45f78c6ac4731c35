const PENDING_TARGET_KEY = 'adire.signInTarget';

/**
 * The target of the sign-in this tab started last. The login form only knows its interaction, so
 * when that expires and sign-in starts over, this is how the visitor still ends up where they meant.
 */
export function rememberPendingTarget(target: string): void {
  try {
    sessionStorage.setItem(PENDING_TARGET_KEY, target);
  } catch {
    // Without storage a restarted sign-in lands on the home page.
  }
}

export function pendingTarget(): string | null {
  try {
    return sessionStorage.getItem(PENDING_TARGET_KEY);
  } catch {
    return null;
  }
}
