import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import type { Context } from '../../graphql/context.js';
import { refusedWith, superAdminsWith } from '../../graphql/kit/auth.js';
import { LEGAL_MESSAGES } from './messages.js';

export const legalPolicies = {
  /** Legal document management: super admins (who hold studio.hero.manage) only (spec section 6). */
  manage: superAdminsWith('studio.hero.manage'),
  refused: refusedWith(LEGAL_MESSAGES.noAccess),
  /** Everyone reads the active versions; the others (older ones and drafts) are for super admins. */
  assertMaySeeInactive: (ctx: Context) => {
    if (!ctx.viewer) throw new UnauthenticatedError();
    if (ctx.viewer.role !== 'super_admin' || !ctx.viewer.permissions.has('studio.hero.manage'))
      throw new ForbiddenError(LEGAL_MESSAGES.inactiveRefused);
  },
};
