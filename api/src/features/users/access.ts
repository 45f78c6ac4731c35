import type { Role } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import type { Context } from '../../graphql/context.js';
import type { Permission } from '../../graphql/permissions.js';
import { UnauthenticatedError } from '../../errors.js';
import { USER_MESSAGES } from './messages.js';
import { refusedWith } from '../../graphql/kit/auth.js';

const USERS_MANAGE: Permission = 'studio.users.manage';

export const userPolicies = {
  /** Roles and brand ownership are changed by those who manage users. */
  manage: { permission: USERS_MANAGE },
  manageRefused: refusedWith(USER_MESSAGES.noAccess),
  /** Users are visible to themselves and to those who manage users. */
  see: (user: { id: string }, ctx: Context) =>
    ctx.viewer?.id === user.id || !!ctx.viewer?.permissions.has(USERS_MANAGE),
  /** Changing someone's role: super admins who manage users. */
  changeRole: { $all: { permission: USERS_MANAGE, role: 'super_admin' as const } },
  /** Only the signed-in user edits their own profile. */
  editProfile: { signedIn: true },
  editProfileRefused: () => new UnauthenticatedError('You must be logged in to update your profile'),
};
