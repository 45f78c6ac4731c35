import { builder } from '../../graphql/builder.js';
import { brandIds, collectionIds, productIds, tailorIds, type SearchShape } from './data.js';
import { inIdOrder } from '../../graphql/kit/list.js';

export const SearchResults = builder.objectRef<SearchShape>('SearchResults').implement({
  description: 'Brands, collections, products and tailors matching a search, best first, typos tolerated.',
  fields: (t) => ({
    query: t.exposeString('text'),
    brands: t.prismaField({
      type: ['Brand'],
      resolve: async (query, s, _a, ctx) => {
        const ranked = await brandIds(ctx.prisma, s);
        return inIdOrder(await ctx.prisma.brand.findMany({ ...query, where: { id: { in: ranked } } }), ranked);
      },
    }),
    collections: t.prismaField({
      type: ['Catalogue'],
      resolve: async (query, s, _a, ctx) => {
        const ranked = await collectionIds(ctx.prisma, s);
        return inIdOrder(await ctx.prisma.catalogue.findMany({ ...query, where: { id: { in: ranked } } }), ranked);
      },
    }),
    products: t.prismaField({
      type: ['Product'],
      resolve: async (query, s, _a, ctx) => {
        const ranked = await productIds(ctx.prisma, s);
        return inIdOrder(await ctx.prisma.product.findMany({ ...query, where: { id: { in: ranked } } }), ranked);
      },
    }),
    tailors: t.prismaField({
      type: ['TailorProfile'],
      resolve: async (query, s, _a, ctx) => {
        const ranked = await tailorIds(ctx.prisma, s);
        return inIdOrder(await ctx.prisma.tailorProfile.findMany({ ...query, where: { id: { in: ranked } } }), ranked);
      },
    }),
  }),
});
