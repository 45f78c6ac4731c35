import { builder } from '../../graphql/builder.js';
import { UserFilter, UserRef } from './types.js';
import { userPolicies } from './access.js';
import { NEWEST_FIRST, userWhere } from './data.js';

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null when signed out or when a machine client calls.',
    resolve: (_root, _args, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ where: { id: ctx.viewer.id } }) : null),
  }),
);

builder.queryField('users', (t) =>
  t.prismaConnection(
    {
      type: 'User',
      cursor: 'id',
      description: 'Every account, newest first, for those who manage users.',
      args: { filter: t.arg({ type: UserFilter, required: false }) },
      authScopes: userPolicies.manage,
      unauthorizedError: userPolicies.manageRefused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.user.findMany({ ...query, where: userWhere(args.filter), orderBy: NEWEST_FIRST }),
      totalCount: (_root, args, ctx) => ctx.prisma.user.count({ where: userWhere(args.filter) }),
    },
    {},
  ),
);
