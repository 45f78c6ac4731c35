import { refusedWith, superAdminsWith } from '../../graphql/kit/auth.js';
import { NEWSLETTER_MESSAGES } from './messages.js';

export const newsletterPolicies = {
  /** Spec section 6: newsletter subscriptions are for super admins only. */
  manage: superAdminsWith('studio.access'),
  refused: refusedWith(NEWSLETTER_MESSAGES.noAccess),
};
