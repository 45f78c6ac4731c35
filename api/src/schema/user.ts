import { Role } from '../generated/prisma/client.js';
import { databaseId } from '../domain/global-id.js';
import { builder } from '../graphql/builder.js';
import { BrandRef } from './brand.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../errors.js';
import type { Context } from '../graphql/context.js';

export const RoleEnum = builder.enumType(Role, { name: 'Role' });

const USERS_MANAGE = 'studio.users.manage';

/** Users are visible to themselves and to those who manage users. */
const canSeeUser = (user: { id: string }, ctx: Context) => ctx.viewer?.id === user.id || !!ctx.viewer?.permissions.has(USERS_MANAGE);

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: (user, ctx) => canSeeUser(user, ctx),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    email: t.exposeString('email', { description: 'Read-only: the address the account signs in with.' }),
    emailConfirmed: t.boolean({ resolve: (u) => !!u.emailVerified }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    role: t.expose('role', { type: RoleEnum }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    ownedBrands: t.field({
      type: [BrandRef],
      description: "The brands a brand_admin manages (admins and super admins manage every brand without owning them).",
      select: (_args, _ctx, nestedSelection) => ({ ownedBrands: { orderBy: { brand: { name: 'asc' } }, select: { brand: nestedSelection(true) } } }),
      resolve: (user) => user.ownedBrands.map((o) => o.brand),
    }),
    permissions: t.stringList({
      description: "The permission keys the user's role holds (role_permissions), e.g. studio.access.",
      resolve: async (user, _args, ctx) => {
        if (ctx.viewer?.id === user.id) return [...ctx.viewer.permissions].sort();
        const rows = await ctx.prisma.rolePermission.findMany({ where: { role: user.role }, orderBy: { permissionKey: 'asc' } });
        return rows.map((r) => r.permissionKey);
      },
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null when signed out or when a machine client calls.',
    resolve: (_root, _args, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ where: { id: ctx.viewer.id } }) : null),
  }),
);

builder.relayMutationField(
  'updateProfile',
  {
    inputFields: (t) => ({
      firstName: t.string({ required: false }),
      lastName: t.string({ required: false }),
    }),
  },
  {
    authScopes: { signedIn: true },
    unauthorizedError: () => new UnauthenticatedError('You must be logged in to update your profile'),
    resolve: async (_root, { input }, ctx) => ({ user: await ctx.accounts.updateProfile(ctx.viewer!.id, input) }),
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);

async function findUserOrThrow(ctx: Context, id: string) {
  const userId = databaseId(id, 'User');
  const user = userId ? await ctx.prisma.user.findUnique({ where: { id: userId } }) : null;
  if (!user) throw new NotFoundError('User not found');
  return user;
}

builder.relayMutationField(
  'setUserRole',
  { inputFields: (t) => ({ userId: t.id({ required: true }), role: t.field({ type: RoleEnum, required: true }) }) },
  {
    authScopes: { permission: USERS_MANAGE },
    resolve: async (_root, { input }, ctx) => {
      const user = await findUserOrThrow(ctx, String(input.userId));
      // Only a super admin makes or unmakes super admins, and the last one cannot step down.
      if ((input.role === 'super_admin' || user.role === 'super_admin') && ctx.viewer!.role !== 'super_admin') throw new ForbiddenError();
      if (user.role === 'super_admin' && input.role !== 'super_admin' && (await ctx.prisma.user.count({ where: { role: 'super_admin' } })) <= 1) {
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
    authScopes: { permission: USERS_MANAGE },
    description: "Adds brands to a user's owned brands (what a brand_admin may manage).",
    resolve: async (_root, { input }, ctx) => {
      const user = await findUserOrThrow(ctx, String(input.userId));
      const brandIds = input.brandIds.map((id) => databaseId(String(id), 'Brand'));
      const found = await ctx.prisma.brand.findMany({ where: { id: { in: brandIds.filter((id): id is string => !!id) } }, select: { id: true } });
      if (brandIds.some((id) => !id) || found.length !== new Set(brandIds).size) throw new ValidationError({ brandIds: 'One or more brands do not exist.' });
      await ctx.prisma.brandOwnership.createMany({ data: found.map((b) => ({ userId: user.id, brandId: b.id })), skipDuplicates: true });
      return { user };
    },
  },
  { outputFields: (t) => ({ user: t.field({ type: UserRef, resolve: (p) => p.user }) }) },
);

builder.relayMutationField(
  'revokeBrand',
  { inputFields: (t) => ({ userId: t.id({ required: true }), brandId: t.id({ required: true }) }) },
  {
    authScopes: { permission: USERS_MANAGE },
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
