import { builder } from '../../graphql/builder.js';
import { UserRef } from './types.js';

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null when signed out or when a machine client calls.',
    resolve: (_root, _args, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ where: { id: ctx.viewer.id } }) : null),
  }),
);
