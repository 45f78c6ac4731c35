import { builder } from '../../graphql/builder.js';
import { categorySlug } from '../../domain/categories.js';
import { HOME_ROW_LIMIT } from './rules.js';
import { inIdOrder } from '../../graphql/kit/list.js';

interface HomeCategoryRowShape {
  category: string;
  brandIds: string[];
  hasMore: boolean;
  total: number;
}

export const HomeCategoryRow = builder.objectRef<HomeCategoryRowShape>('HomeCategoryRow').implement({
  description: "One category's row of brands on the home page.",
  fields: (t) => ({
    category: t.exposeString('category', { description: 'The category label, as brands store it.' }),
    slug: t.string({
      description: 'The category as /directory?category= links it.',
      resolve: (row) => categorySlug(row.category),
    }),
    hasMore: t.exposeBoolean('hasMore', {
      description: "More brands than the row shows: end it with a 'View All' tile.",
    }),
    totalCount: t.exposeInt('total'),
    brands: t.prismaField({
      type: ['Brand'],
      description: `At most ${HOME_ROW_LIMIT} brands, highest rated first.`,
      resolve: async (query, row, _a, ctx) => {
        return inIdOrder(
          await ctx.prisma.brand.findMany({ ...query, where: { id: { in: row.brandIds } } }),
          row.brandIds,
        );
      },
    }),
  }),
});
