import type { Viewer } from '../../auth/viewer.js';
import { UnauthenticatedError } from '../../errors.js';
import type { Context } from '../context.js';

/**
 * The viewer inside a relay mutation whose auth scopes need one. Fields built with `t` use
 * `t.withAuth(policy)` instead, which narrows the context; `builder.relayMutationField` has no
 * `withAuth`, so its resolvers read the viewer through this (never `ctx.viewer!`).
 */
export function viewerOf(ctx: Context): Viewer {
  if (!ctx.viewer) throw new UnauthenticatedError();
  return ctx.viewer;
}
