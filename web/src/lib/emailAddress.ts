// Loose on purpose, like the API: one @, something on both sides, a dot in the domain, no spaces.
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The spec's message for an e-mail field, or null when it looks fine. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (!ADDRESS.test(email.trim())) return 'Please enter a valid email address';
  return null;
}
