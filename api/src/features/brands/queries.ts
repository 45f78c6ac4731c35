import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { brandOrderBy, brandWhere, type BrandFilterInput } from './data.js';
import { BRAND_CATEGORIES } from '../../domain/categories.js';
import { BrandFilter, BrandOrderEnum, NavigationCategory } from './types.js';
import { brandPolicies, brandsManagedBy } from './access.js';

/** Brands per page when a client does not say (collections and products use the builder's 20). */
export const BRANDS_DEFAULT_PAGE_SIZE = 50;

builder.queryFields((t) => ({
  brands: t.prismaConnection(
    {
      type: 'Brand',
      cursor: 'id',
      defaultSize: BRANDS_DEFAULT_PAGE_SIZE,
      description: `The brand directory: ${BRANDS_DEFAULT_PAGE_SIZE} brands unless \`first\` says otherwise; \`first\` is capped at 100.`,
      args: {
        filter: t.arg({ type: BrandFilter, required: false }),
        orderBy: t.arg({ type: BrandOrderEnum, required: false, defaultValue: 'NAME' }),
      },
      resolve: (query, _parent, args, ctx) =>
        ctx.prisma.brand.findMany({
          ...query,
          where: brandWhere(args.filter as BrandFilterInput | null),
          orderBy: brandOrderBy(args.orderBy),
        }),
      totalCount: (_parent, args, ctx) =>
        ctx.prisma.brand.count({ where: brandWhere(args.filter as BrandFilterInput | null) }),
    },
    {},
  ),
  brand: t.prismaField({
    type: 'Brand',
    nullable: true,
    description: 'A brand by its global id or row id; null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _parent, args, ctx) => {
      const id = databaseId(String(args.id), 'Brand');
      return id ? ctx.prisma.brand.findUnique({ ...query, where: { id } }) : null;
    },
  }),
  brandLocations: t.stringList({
    description: 'Cities that have at least one brand, for the location filter.',
    resolve: async (_p, _a, ctx) =>
      (await ctx.prisma.brand.groupBy({ by: ['city'], orderBy: { city: 'asc' } })).map((r) => r.city),
  }),
}));

/** The site's category order; categories it does not know come after, alphabetically. */
const siteOrder = (label: string) => {
  const index = BRAND_CATEGORIES.findIndex((c) => c.label === label);
  return index < 0 ? BRAND_CATEGORIES.length : index;
};

builder.queryFields((t) => ({
  navigationCategories: t.field({
    type: [NavigationCategory],
    description: 'The brand categories that have at least one brand, with their brand counts, in site order.',
    resolve: async (_p, _a, ctx) => {
      // One GROUP BY that the (category, name) index answers.
      const groups = await ctx.prisma.brand.groupBy({ by: ['category'], _count: { _all: true } });
      return groups
        .map((group) => ({ label: group.category, brandCount: group._count._all }))
        .sort((a, b) => siteOrder(a.label) - siteOrder(b.label) || a.label.localeCompare(b.label));
    },
  }),
}));

builder.queryField('managedBrands', (t) =>
  t.prismaConnection(
    {
      type: 'Brand',
      cursor: 'id',
      description:
        "The studio's brand list: every brand for admins, the owned ones for a brand_admin; by name unless orderBy says otherwise.",
      args: {
        filter: t.arg({ type: BrandFilter, required: false }),
        orderBy: t.arg({ type: BrandOrderEnum, required: false }),
      },
      authScopes: brandPolicies.manage,
      unauthorizedError: brandPolicies.listRefused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.brand.findMany({
          ...query,
          where: { AND: [brandsManagedBy(ctx.viewer), brandWhere(args.filter as BrandFilterInput | null)] },
          orderBy: brandOrderBy(args.orderBy ?? 'NAME'),
        }),
      totalCount: (_root, args, ctx) =>
        ctx.prisma.brand.count({
          where: { AND: [brandsManagedBy(ctx.viewer), brandWhere(args.filter as BrandFilterInput | null)] },
        }),
    },
    {},
  ),
);
