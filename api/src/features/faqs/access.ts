import type { Context } from '../../graphql/context.js';
import { refusedWith, superAdminsWith } from '../../graphql/kit/auth.js';
import { ForbiddenError } from '../../errors.js';
import { FAQ_MESSAGES } from './messages.js';

export const faqPolicies = {
  /** FAQ management: super admins (who hold studio.hero.manage) only (spec section 6). */
  manage: superAdminsWith('studio.hero.manage'),
  refused: refusedWith(FAQ_MESSAGES.noAccess),
  /** Inactive entries are for super admins; everyone reads the active ones. */
  assertMaySeeInactive: (ctx: Context, includeInactive: boolean | null | undefined) => {
    if (includeInactive && ctx.viewer?.role !== 'super_admin') throw new ForbiddenError(FAQ_MESSAGES.seeInactive);
  },
};
