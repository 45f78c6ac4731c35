import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import type { Context } from '../../graphql/context.js';
import { HERO_MESSAGES } from './messages.js';

export const heroPolicies = {
  /** Hero slide screens: super admins (who hold studio.hero.manage) only. */
  manage: { $all: { permission: 'studio.hero.manage' as const, role: 'super_admin' as const } },
  refused: (_root: unknown, _args: unknown, ctx: Context) =>
    ctx.viewer ? new ForbiddenError(HERO_MESSAGES.noAccess) : new UnauthenticatedError(),
};
