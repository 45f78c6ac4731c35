import type { Context } from '../../graphql/context.js';
import { ForbiddenError } from '../../errors.js';

export const faqPolicies = {
  /** Inactive entries are for super admins; everyone reads the active ones. */
  assertMaySeeInactive: (ctx: Context, includeInactive: boolean | null | undefined) => {
    if (includeInactive && ctx.viewer?.role !== 'super_admin')
      throw new ForbiddenError('Only super admins can see inactive FAQs.');
  },
};
