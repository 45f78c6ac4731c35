import type { Prisma } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { containsText, filterText } from '../../graphql/kit/list.js';
import { spotlightPolicies } from './access.js';

/** How many of a brand's products the featured-product picker offers. */
export const PRODUCT_CHOICES_LIMIT = 300;

const spotlightSearch = (search: string | null | undefined): Prisma.SpotlightWhereInput => {
  const text = filterText(search);
  return text
    ? { OR: [{ title: containsText(text) }, { brandName: containsText(text) }, { subtitle: containsText(text) }] }
    : {};
};

builder.queryFields((t) => ({
  activeSpotlight: t.prismaField({
    type: 'Spotlight',
    nullable: true,
    description: 'The home-page spotlight, when one is active.',
    resolve: (query, _p, _a, ctx) =>
      ctx.prisma.spotlight.findFirst({ ...query, where: { isActive: true }, orderBy: { updatedAt: 'desc' } }),
  }),
  studioSpotlight: t.prismaField({
    type: 'Spotlight',
    nullable: true,
    description: 'One spotlight for the edit screen (super admins); null when there is none with this id.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: spotlightPolicies.manage,
    unauthorizedError: spotlightPolicies.refused,
    resolve: (query, _p, args, ctx) => {
      const id = databaseId(String(args.id), 'Spotlight');
      return id ? ctx.prisma.spotlight.findUnique({ ...query, where: { id } }) : null;
    },
  }),
  spotlightBrandChoices: t.prismaField({
    type: ['Brand'],
    description: 'The brands a spotlight can feature (super admins), by name.',
    authScopes: spotlightPolicies.manage,
    unauthorizedError: spotlightPolicies.refused,
    resolve: (query, _p, _a, ctx) => ctx.prisma.brand.findMany({ ...query, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  }),
  spotlightProductChoices: t.prismaField({
    type: ['Product'],
    description: `A brand's products to feature in a spotlight (super admins), by title; at most ${PRODUCT_CHOICES_LIMIT}.`,
    args: { brandId: t.arg.id({ required: true }) },
    authScopes: spotlightPolicies.manage,
    unauthorizedError: spotlightPolicies.refused,
    resolve: (query, _p, args, ctx) => {
      const brandId = databaseId(String(args.brandId), 'Brand');
      if (!brandId) return [];
      return ctx.prisma.product.findMany({
        ...query,
        where: { brandId },
        orderBy: [{ title: 'asc' }, { id: 'asc' }],
        take: PRODUCT_CHOICES_LIMIT,
      });
    },
  }),
}));

builder.queryField('studioSpotlights', (t) =>
  t.prismaConnection(
    {
      type: 'Spotlight',
      cursor: 'id',
      description:
        'Every spotlight (super admins), the active one first, then the most recently changed; search matches title, subtitle and brand name.',
      args: { search: t.arg.string({ required: false }) },
      authScopes: spotlightPolicies.manage,
      unauthorizedError: spotlightPolicies.refused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.spotlight.findMany({
          ...query,
          where: spotlightSearch(args.search),
          orderBy: [{ isActive: 'desc' }, { updatedAt: 'desc' }, { id: 'asc' }],
        }),
      totalCount: (_root, args, ctx) => ctx.prisma.spotlight.count({ where: spotlightSearch(args.search) }),
    },
    {},
  ),
);
