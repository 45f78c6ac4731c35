import { refusedWith, superAdminsWith } from '../../graphql/kit/auth.js';
import { SPOTLIGHT_MESSAGES } from './messages.js';

export const spotlightPolicies = {
  /** Spec section 6: spotlight create and edit are for super admins who hold studio.spotlight.manage. */
  manage: superAdminsWith('studio.spotlight.manage'),
  /** Reading the studio's spotlights, and deleting one. */
  refused: refusedWith(SPOTLIGHT_MESSAGES.noAccess),
  /** Spec section 5: an edit needs a user ('Missing required information'). */
  updateRefused: refusedWith(SPOTLIGHT_MESSAGES.noAccess, SPOTLIGHT_MESSAGES.missingInformation),
  /** Spec section 5: 'You must be logged in to create spotlight content'. */
  createRefused: refusedWith(SPOTLIGHT_MESSAGES.noAccess, SPOTLIGHT_MESSAGES.signInToCreate),
};
