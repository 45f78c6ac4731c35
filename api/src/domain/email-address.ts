/** E-mail addresses are compared and stored trimmed and lower-cased, so sign-in is case-insensitive. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Deliberately loose (one @, something on both sides, a dot in the domain, no spaces): the
// confirmation mail is the real check.
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && ADDRESS.test(email.trim());
}

/** The spec's messages for an e-mail field, or null when it is fine. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (!isValidEmail(email)) return 'Please enter a valid email address';
  return null;
}
