import { databaseId } from '../../domain/global-id.js';
import { builder } from '../../graphql/builder.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import type { Context } from '../../graphql/context.js';
import { RoleEnum, UserRef } from './types.js';
import { userPolicies } from './access.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { requireRow } from '../../graphql/kit/validation.js';

builder.relayMutationField(
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
    resolve: async (_root, { input }, ctx) => ({ user: await ctx.accounts.updateProfile(viewerOf(ctx).id, input) }),
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);

async function findUserOrThrow(ctx: Context, id: string) {
  const userId = databaseId(id, 'User');
  return requireRow(userId ? await ctx.prisma.user.findUnique({ where: { id: userId } }) : null, 'User not found');
}

builder.relayMutationField(
  'setUserRole',
  { inputFields: (t) => ({ userId: t.id({ required: true }), role: t.field({ type: RoleEnum, required: true }) }) },
  {
    authScopes: userPolicies.manage,
    resolve: async (_root, { input }, ctx) => {
      const user = await findUserOrThrow(ctx, String(input.userId));
      // Only a super admin makes or unmakes super admins, and the last one cannot step down.
      if (!userPolicies.mayChangeRole(viewerOf(ctx), user.role, input.role)) throw new ForbiddenError();
      if (
        user.role === 'super_admin' &&
        input.role !== 'super_admin' &&
        (await ctx.prisma.user.count({ where: { role: 'super_admin' } })) <= 1
      ) {
        throw new ValidationError({ role: 'The last super admin cannot be given another role.' });
      }
      return { user: await ctx.prisma.user.update({ where: { id: user.id }, data: { role: input.role } }) };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);

builder.relayMutationField(
  'grantBrands',
  { inputFields: (t) => ({ userId: t.id({ required: true }), brandIds: t.idList({ required: true }) }) },
  {
    authScopes: userPolicies.manage,
    description: "Adds brands to a user's owned brands (what a brand_admin may manage).",
    resolve: async (_root, { input }, ctx) => {
      const user = await findUserOrThrow(ctx, String(input.userId));
      const brandIds = input.brandIds.map((id) => databaseId(String(id), 'Brand'));
      const found = await ctx.prisma.brand.findMany({
        where: { id: { in: brandIds.filter((id): id is string => !!id) } },
        select: { id: true },
      });
      if (brandIds.some((id) => !id) || found.length !== new Set(brandIds).size)
        throw new ValidationError({ brandIds: 'One or more brands do not exist.' });
      await ctx.prisma.brandOwnership.createMany({
        data: found.map((b) => ({ userId: user.id, brandId: b.id })),
        skipDuplicates: true,
      });
      return { user };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);

builder.relayMutationField(
  'revokeBrand',
  { inputFields: (t) => ({ userId: t.id({ required: true }), brandId: t.id({ required: true }) }) },
  {
    authScopes: userPolicies.manage,
    description: "Removes a brand from a user's owned brands.",
    resolve: async (_root, { input }, ctx) => {
      const user = await findUserOrThrow(ctx, String(input.userId));
      const brandId = databaseId(String(input.brandId), 'Brand');
      if (brandId) await ctx.prisma.brandOwnership.deleteMany({ where: { userId: user.id, brandId } });
      return { user };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);
