const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_TEXTS = {
  subscribed: 'Successfully subscribed to our newsletter!',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  failed: 'Failed to subscribe to newsletter',
} as const;

/** The spec's newsletter e-mail messages, or null when the address looks fine. */
export function newsletterEmailProblem(email: string): string | null {
  if (!email.trim()) return 'Please enter your email address';
  if (!ADDRESS.test(email.trim())) return 'Please enter a valid email address';
  return null;
}
