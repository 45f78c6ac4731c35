import { Role } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { BrandRef } from '../brands/types.js';
import { userPolicies } from './access.js';

export const RoleEnum = builder.enumType(Role, { name: 'Role' });

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  authScopes: (user, ctx) => userPolicies.see(user, ctx),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    email: t.exposeString('email', { description: 'Read-only: the address the account signs in with.' }),
    emailConfirmed: t.boolean({ resolve: (u) => !!u.emailVerified }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    role: t.expose('role', { type: RoleEnum }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSignInAt: t.expose('lastSignInAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the user last signed in with their password; null if never.',
    }),
    ownedBrands: t.field({
      type: [BrandRef],
      description: 'The brands a brand_admin manages (admins and super admins manage every brand without owning them).',
      select: (_args, _ctx, nestedSelection) => ({
        ownedBrands: { orderBy: { brand: { name: 'asc' } }, select: { brand: nestedSelection(true) } },
      }),
      resolve: (user) => user.ownedBrands.map((o) => o.brand),
    }),
    permissions: t.stringList({
      description: "The permission keys the user's role holds (role_permissions), e.g. studio.access.",
      resolve: async (user, _args, ctx) => {
        if (ctx.viewer?.id === user.id) return [...ctx.viewer.permissions].sort();
        const rows = await ctx.prisma.rolePermission.findMany({
          where: { role: user.role },
          orderBy: { permissionKey: 'asc' },
        });
        return rows.map((r) => r.permissionKey);
      },
    }),
  }),
});

export const UserFilter = builder.inputType('UserFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Part of the e-mail address or name.' }),
    role: t.field({ type: RoleEnum, required: false }),
  }),
});
