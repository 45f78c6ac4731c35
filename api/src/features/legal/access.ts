import { refusedWith, superAdminsWith } from '../../graphql/kit/auth.js';
import { LEGAL_MESSAGES } from './messages.js';

const LEGAL_MANAGE = superAdminsWith('studio.legal.manage');

export const legalPolicies = {
  /** Legal document management: super admins who hold studio.legal.manage (spec section 6). */
  manage: LEGAL_MANAGE,
  refused: refusedWith(LEGAL_MESSAGES.noAccess),
  /** Everyone reads the active versions; the others (older ones and drafts) are for those who manage them. */
  seeInactive: LEGAL_MANAGE,
  seeInactiveRefused: refusedWith(LEGAL_MESSAGES.inactiveRefused),
};
