import { LEAD_MESSAGES } from '../leads/messages.js';

/** The texts the analytics answer with: the spec's wording (section 8) where it has one. */
export const ANALYTICS_MESSAGES = {
  signIn: LEAD_MESSAGES.signInForAnalytics,
  noAccess: LEAD_MESSAGES.noAnalyticsAccess,
  brandNotFound: 'Brand not found',
  invalidBrandId: (id: string) => `Not a brand id: ${id}`,
  fetchFailed: 'Failed to fetch analytics',
} as const;
