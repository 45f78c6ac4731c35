import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import type { Context } from '../../graphql/context.js';
import { APPLICATION_MESSAGES } from './messages.js';

export const applicationPolicies = {
  /** Reviewing designer applications: super admins only. */
  review: { role: 'super_admin' as const },
  refused: (_root: unknown, _args: unknown, ctx: Context) =>
    ctx.viewer ? new ForbiddenError(APPLICATION_MESSAGES.noAccess) : new UnauthenticatedError(),
};
