import type { Prisma, Role, User } from '../../generated/prisma/client.js';
import { changesRoles, roleChangeOutcome, superAdminsOtherThan } from './rules.js';
import { endAccessTokensOf } from '../../auth/access-version.js';
import { databaseId } from '../../domain/global-id.js';
import { relayMutationWithAuth } from '../../graphql/kit/relay-mutation.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { auditedWrite } from '../../graphql/kit/audited-write.js';
import { requireRow } from '../../graphql/kit/validation.js';
import { RoleEnum, UserRef } from './types.js';
import { userPolicies } from './access.js';
import { USER_MESSAGES } from './messages.js';

relayMutationWithAuth(
  'updateProfile',
  {
    inputFields: (t) => ({
      firstName: t.string({ required: false }),
      lastName: t.string({ required: false }),
    }),
  },
  {
    authScopes: userPolicies.editProfile,
    unauthorizedError: userPolicies.editProfileRefused,
    resolve: async (_root, { input }, ctx) => ({ user: await ctx.accounts.updateProfile(ctx.viewer.id, input) }),
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);

/**
 * Locks, for a role change, every super admin with the actor and the target, in one statement and
 * in id order, so that concurrent role changes queue up instead of deadlocking (two super admins
 * demoting each other used to lock each other's row first). Answers their roles as they are once
 * locked: what the changes committed before this one left.
 */
async function lockRoleChange(tx: Prisma.TransactionClient, actorId: string, targetId: string) {
  const rows = await tx.$queryRaw<{ id: string; role: Role }[]>`
    SELECT id::text AS id, role::text AS role FROM users
    WHERE role = 'super_admin' OR id IN (${actorId}::uuid, ${targetId}::uuid)
    ORDER BY id
    FOR UPDATE`;
  const roleOf = (id: string) => rows.find((r) => r.id === id)?.role;
  return {
    actorRole: roleOf(actorId),
    targetRole: roleOf(targetId),
    otherSuperAdmins: superAdminsOtherThan(rows, targetId),
  };
}

/** The user, locked for the rest of the transaction so concurrent role and brand changes queue up. */
async function lockUser(tx: Prisma.TransactionClient, id: string): Promise<User> {
  const userId = databaseId(id, 'User');
  if (userId) await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  return requireRow(userId ? await tx.user.findUnique({ where: { id: userId } }) : null, USER_MESSAGES.notFound);
}

relayMutationWithAuth(
  'setUserRole',
  { inputFields: (t) => ({ userId: t.id({ required: true }), role: t.field({ type: RoleEnum, required: true }) }) },
  {
    description:
      "Changes a user's role (super admins only). It applies from the user's next request, and the access tokens they hold stop working then (their sign-in renews them). The last super admin keeps the role; a super admin demoted meanwhile is refused (FORBIDDEN).",
    authScopes: userPolicies.changeRole,
    unauthorizedError: userPolicies.manageRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const userId = databaseId(String(input.userId), 'User');
      if (!userId) throw new NotFoundError(USER_MESSAGES.notFound);
      const user = await ctx.prisma.$transaction(async (tx) => {
        const { actorRole, targetRole, otherSuperAdmins } = await lockRoleChange(tx, viewer.id, userId);
        // The actor's role as it is now: another super admin may have demoted them since this request began.
        if (!changesRoles(actorRole)) throw new ForbiddenError(USER_MESSAGES.noLongerSuperAdmin);
        const user = requireRow(
          targetRole ? await tx.user.findUnique({ where: { id: userId } }) : null,
          USER_MESSAGES.notFound,
        );
        const outcome = roleChangeOutcome({ from: user.role, to: input.role, otherSuperAdmins });
        if (outcome === 'unchanged') return user;
        if (outcome === 'last-super-admin') throw new ValidationError({ role: USER_MESSAGES.lastSuperAdmin });
        const updated = await tx.user.update({ where: { id: user.id }, data: { role: input.role } });
        await endAccessTokensOf(tx, user.id);
        await recordAudit(tx, viewer, {
          action: 'role_changed',
          entityType: 'user',
          entityId: user.id,
          entityLabel: user.email,
          changes: { role: { from: user.role, to: updated.role } },
        });
        return updated;
      });
      return { user };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);

relayMutationWithAuth(
  'grantBrands',
  { inputFields: (t) => ({ userId: t.id({ required: true }), brandIds: t.idList({ required: true }) }) },
  {
    authScopes: userPolicies.manage,
    unauthorizedError: userPolicies.manageRefused,
    description:
      "Adds brands to a user's owned brands (what a brand_admin may manage). The access tokens the user holds stop working at their next request (their sign-in renews them).",
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const user = await ctx.prisma.$transaction(async (tx) => {
        const user = await lockUser(tx, String(input.userId));
        const brandIds = input.brandIds.map((id) => databaseId(String(id), 'Brand'));
        const found = await tx.brand.findMany({
          where: { id: { in: brandIds.filter((id): id is string => !!id) } },
          select: { id: true, name: true },
        });
        if (brandIds.some((id) => !id) || found.length !== new Set(brandIds).size)
          throw new ValidationError({ brandIds: USER_MESSAGES.unknownBrands });
        const owned = new Set(
          (await tx.brandOwnership.findMany({ where: { userId: user.id }, select: { brandId: true } })).map(
            (o) => o.brandId,
          ),
        );
        const added = found.filter((b) => !owned.has(b.id));
        if (added.length) await endAccessTokensOf(tx, user.id);
        for (const brand of added) {
          await tx.brandOwnership.create({ data: { userId: user.id, brandId: brand.id } });
          await recordAudit(tx, viewer, {
            action: 'brand_granted',
            entityType: 'user',
            entityId: user.id,
            entityLabel: user.email,
            brandId: brand.id,
            changes: { ownedBrands: { from: null, to: brand.name } },
          });
        }
        return user;
      });
      return { user };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);

relayMutationWithAuth(
  'revokeBrand',
  { inputFields: (t) => ({ userId: t.id({ required: true }), brandId: t.id({ required: true }) }) },
  {
    authScopes: userPolicies.manage,
    unauthorizedError: userPolicies.manageRefused,
    description:
      "Removes a brand from a user's owned brands. The access tokens the user holds stop working at their next request.",
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const brandId = databaseId(String(input.brandId), 'Brand');
      const { user } = await auditedWrite(ctx.prisma, viewer, {
        lock: (tx) => lockUser(tx, String(input.userId)),
        write: async (tx, user) => {
          const removed = brandId
            ? await tx.brandOwnership.deleteMany({ where: { userId: user.id, brandId } })
            : { count: 0 };
          if (!removed.count) return { user, revoked: null };
          await endAccessTokensOf(tx, user.id);
          const brand = await tx.brand.findUnique({ where: { id: brandId! }, select: { name: true } });
          return { user, revoked: { name: brand?.name ?? brandId } };
        },
        // An entry only when the user owned the brand.
        describe: (user, { revoked }) =>
          revoked && {
            action: 'brand_revoked',
            entityType: 'user',
            entityId: user.id,
            entityLabel: user.email,
            brandId,
            changes: { ownedBrands: { from: revoked.name, to: null } },
          },
      });
      return { user };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);
