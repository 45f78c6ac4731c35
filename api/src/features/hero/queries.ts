import { builder } from '../../graphql/builder.js';
import { heroPolicies } from './access.js';

const IN_DISPLAY_ORDER = [{ displayOrder: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];

builder.queryFields((t) => ({
  heroSlides: t.prismaField({
    type: ['HeroSlide'],
    description: 'Active home-page hero slides in display order.',
    resolve: (query, _p, _a, ctx) =>
      ctx.prisma.heroSlide.findMany({ ...query, where: { isActive: true }, orderBy: IN_DISPLAY_ORDER }),
  }),
  studioHeroSlides: t.prismaField({
    type: ['HeroSlide'],
    description: 'Every hero slide, active or not, in display order (super admins).',
    authScopes: heroPolicies.manage,
    unauthorizedError: heroPolicies.refused,
    resolve: (query, _p, _a, ctx) => ctx.prisma.heroSlide.findMany({ ...query, orderBy: IN_DISPLAY_ORDER }),
  }),
  nextHeroDisplayOrder: t.int({
    description: 'The display order a new slide gets: the highest plus 1, at least 1.',
    authScopes: heroPolicies.manage,
    unauthorizedError: heroPolicies.refused,
    resolve: async (_p, _a, ctx) =>
      Math.max(
        1,
        ((await ctx.prisma.heroSlide.aggregate({ _max: { displayOrder: true } }))._max.displayOrder ?? 0) + 1,
      ),
  }),
}));
