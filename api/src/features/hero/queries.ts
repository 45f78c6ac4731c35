import { builder } from '../../graphql/builder.js';

builder.queryFields((t) => ({
  heroSlides: t.prismaField({
    type: ['HeroSlide'],
    description: 'Active home-page hero slides in display order.',
    resolve: (query, _p, _a, ctx) =>
      ctx.prisma.heroSlide.findMany({
        ...query,
        where: { isActive: true },
        orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
      }),
  }),
}));
