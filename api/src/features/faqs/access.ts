import { refusedWith, superAdminsWith } from '../../graphql/kit/auth.js';
import { ForbiddenError } from '../../errors.js';
import { FAQ_MESSAGES } from './messages.js';

const FAQS_MANAGE = superAdminsWith('studio.faqs.manage');

export const faqPolicies = {
  /** FAQ management: super admins who hold studio.faqs.manage (spec section 6). */
  manage: FAQS_MANAGE,
  refused: refusedWith(FAQ_MESSAGES.noAccess),
  /** Inactive entries are for those who manage FAQs; everyone reads the active ones. */
  seeInactive: FAQS_MANAGE,
  seeInactiveRefused: () => new ForbiddenError(FAQ_MESSAGES.seeInactive),
};
