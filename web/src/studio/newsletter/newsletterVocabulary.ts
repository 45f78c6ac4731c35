/** The API's subscription statuses and sources (spec section 3 and 4), with the words the studio shows. */
import { labelsInWords } from '../kit/vocabulary';

export const SUBSCRIPTION_STATUSES = ['active', 'unsubscribed', 'bounced', 'pending'] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIBER_SOURCES = ['website', 'contact_form', 'studio_signup', 'manual_import'] as const;
export type SubscriberSourceValue = (typeof SUBSCRIBER_SOURCES)[number];

export const STATUS_LABELS = labelsInWords(SUBSCRIPTION_STATUSES);

export const SOURCE_LABELS: Record<SubscriberSourceValue, string> = {
  website: 'Website',
  contact_form: 'Contact form',
  studio_signup: 'Studio sign-up',
  manual_import: 'Manual import',
};
