import { builder } from '../../graphql/builder.js';

builder.queryFields((t) => ({
  activeSpotlight: t.prismaField({
    type: 'Spotlight',
    nullable: true,
    description: 'The home-page spotlight, when one is active.',
    resolve: (query, _p, _a, ctx) =>
      ctx.prisma.spotlight.findFirst({ ...query, where: { isActive: true }, orderBy: { updatedAt: 'desc' } }),
  }),
}));
