import { viewerOwnsBrand, type Viewer } from '../../auth/viewer.js';
import type { Role } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';
import type { Permission } from '../permissions.js';
import type { Context } from '../context.js';

/**
 * A named policy: a scope map as Pothos's scope-auth reads it (entries are "any of" unless under
 * `$all`). The same map guards a field (`authScopes`) and, through `satisfiesPolicy`, the checks a
 * resolver makes on rows or arguments, so every rule reads the same way wherever it applies.
 */
export interface Policy {
  signedIn?: boolean;
  role?: Role | Role[];
  permission?: Permission;
  ownsBrand?: string;
  $all?: Policy;
  $any?: Policy;
}

/** What each scope means for a viewer; the builder's scope-auth uses these same checks. */
export function scopeChecks(viewer: Viewer | null) {
  return {
    signedIn: !!viewer,
    role: (roles: Role | Role[]) => !!viewer && ([] as Role[]).concat(roles).includes(viewer.role),
    permission: (key: Permission) => !!viewer?.permissions.has(key),
    // Brand ids arrive as global ids or row ids, like everywhere else in the API.
    ownsBrand: (brandId: string) => viewerOwnsBrand(viewer, databaseId(String(brandId), 'Brand') ?? String(brandId)),
  };
}

/** Whether the viewer satisfies a policy, read exactly as scope-auth reads the same map on a field. */
export function satisfiesPolicy(viewer: Viewer | null, policy: Policy): boolean {
  const checks = scopeChecks(viewer);
  const entry = ([scope, value]: [string, unknown]): boolean => {
    switch (scope) {
      case '$all':
        return Object.entries(value as Policy).every(entry);
      case '$any':
        return Object.entries(value as Policy).some(entry);
      case 'signedIn':
        // As in scope-auth, a scope without a parameter passes on its own value.
        return checks.signedIn;
      case 'role':
        return checks.role(value as Role | Role[]);
      case 'permission':
        return checks.permission(value as Permission);
      case 'ownsBrand':
        return checks.ownsBrand(value as string);
      default:
        throw new Error(`unknown auth scope ${scope}`);
    }
  };
  return Object.entries(policy).some(entry);
}

/** A policy's refusal, as a field's `unauthorizedError` takes it (so one function serves both places). */
export type Refusal = (root: unknown, args: unknown, ctx: Context) => Error;

/** Throws the refusal unless the viewer satisfies the policy: for rules that depend on an argument or a row. */
export function requirePolicy(ctx: Context, policy: Policy, refused: Refusal): void {
  if (!satisfiesPolicy(ctx.viewer, policy)) throw refused(null, {}, ctx);
}
