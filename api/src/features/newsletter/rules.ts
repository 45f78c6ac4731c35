import { isValidEmail } from '../../domain/email-address.js';
import { NEWSLETTER_MESSAGES } from './messages.js';

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

export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed', 'bounced', 'pending'] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];

/** The subscriber's source; anything unknown counts as the website. */
export function newsletterSource(value: string | null | undefined): NewsletterSource {
  return (NEWSLETTER_SOURCES as readonly string[]).includes(value ?? '') ? (value as NewsletterSource) : 'website';
}

export const NEWSLETTER_TEXTS = {
  subscribed: 'Successfully subscribed to our newsletter!',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
} as const;

/** Spec section 9: the studio list's page size. */
export const SUBSCRIBERS_PAGE_SIZE = 20;
/** The longest search text the list takes. */
export const SEARCH_MAX_LENGTH = 200;

/** What a studio status change does, as the audit trail names it. */
export type StatusChange = 'unsubscribed' | 'reactivated';

/**
 * Spec section 4: an active subscriber can be set to unsubscribed; any non-active subscriber can be
 * set to active (Reactivate). Everything else is refused with the reason.
 */
export function subscriptionStatusChange(
  from: SubscriptionStatusValue,
  to: SubscriptionStatusValue,
): { change: StatusChange } | { error: string } {
  if (to === 'active')
    return from === 'active' ? { error: NEWSLETTER_MESSAGES.alreadyActive } : { change: 'reactivated' };
  if (to === 'unsubscribed')
    return from === 'active' ? { change: 'unsubscribed' } : { error: NEWSLETTER_MESSAGES.onlyActiveUnsubscribes };
  return { error: NEWSLETTER_MESSAGES.onlyActiveOrUnsubscribed };
}

/** The first moment (UTC) of the calendar month `monthsBack` months before the one `now` is in. */
export function monthStart(now: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/**
 * Growth in percent: new subscribers this calendar month (so far) against the whole of last
 * calendar month, one decimal. With none last month it is 100 when this month has any, else 0.
 */
export function subscriberGrowth(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** The export's file name, with the day it was made (UTC): newsletter-subscribers-2026-11-24.csv. */
export const exportFileName = (today: Date) => `newsletter-subscribers-${today.toISOString().slice(0, 10)}.csv`;
