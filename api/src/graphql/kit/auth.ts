import type { Viewer } from '../../auth/viewer.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import type { Context } from '../context.js';
import type { Permission } from '../permissions.js';

/**
 * The viewer inside a mutation whose auth scopes depend on its arguments and need a viewer. Fields
 * built with `t` use `t.withAuth(policy)` instead, which narrows the context, and Relay mutations with
 * a fixed policy `relayMutationWithAuth` (relay-mutation.ts); the others read the viewer through this
 * (never `ctx.viewer!`).
 */
export function viewerOf(ctx: Context): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}

/** A policy for super admins holding the permission (both, so taking the permission away shuts them out too). */
export const superAdminsWith = <P extends Permission>(permission: P) => ({
  $all: { permission, role: 'super_admin' as const },
});

/**
 * A policy's `unauthorizedError`: the feature's text for a signed-in viewer who lacks the right, a
 * sign-in prompt (the feature's, or the general one) for a signed-out visitor.
 */
export const refusedWith =
  (noAccess: string, signedOut?: string) =>
  (_root: unknown, _args: unknown, ctx: Context): Error =>
    ctx.viewer ? new ForbiddenError(noAccess) : new UnauthenticatedError(signedOut);
