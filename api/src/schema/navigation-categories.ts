import { builder } from '../graphql/builder.js';
import { BRAND_CATEGORIES, categorySlug } from '../domain/categories.js';

interface NavigationCategoryShape {
  label: string;
  brandCount: number;
}

const NavigationCategory = builder.objectRef<NavigationCategoryShape>('NavigationCategory').implement({
  description: 'A brand category that has brands, as the site navigation lists it.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The category label, as brands store it.' }),
    slug: t.string({ description: 'The category as /directory?category= links it.', resolve: (category) => categorySlug(category.label) }),
    brandCount: t.exposeInt('brandCount', { description: 'How many brands have this as their main category.' }),
  }),
});

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
