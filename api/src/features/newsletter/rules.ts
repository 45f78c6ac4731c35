import { isValidEmail } from '../../domain/email-address.js';

/** The spec's newsletter rules (section 5). */
export function newsletterErrors(email: string): Record<string, string> {
  if (!email.trim()) return { email: 'Please enter your email address' };
  if (!isValidEmail(email)) return { email: 'Please enter a valid email address' };
  return {};
}

/** Optional names are stored as null when empty. */
export const optionalName = (value: string | null | undefined): string | null => value?.trim() || null;

export const NEWSLETTER_SOURCES = ['website', 'contact_form', 'studio_signup', 'manual_import'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The subscriber's source; anything unknown counts as the website. */
export function newsletterSource(value: string | null | undefined): NewsletterSource {
  return (NEWSLETTER_SOURCES as readonly string[]).includes(value ?? '') ? (value as NewsletterSource) : 'website';
}

export const NEWSLETTER_TEXTS = {
  subscribed: 'Successfully subscribed to our newsletter!',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
} as const;
