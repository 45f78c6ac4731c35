import { builder } from '../../graphql/builder.js';
import { BRAND_CATEGORIES } from '../../domain/categories.js';
import { HOME_ROW_LIMIT, homeRow } from './rules.js';
import { HomeCategoryRow } from './types.js';

const categoryOrder = (label: string) => {
  const index = BRAND_CATEGORIES.findIndex((c) => c.label === label);
  return index < 0 ? BRAND_CATEGORIES.length : index;
};

builder.queryFields((t) => ({
  homeCategoryRows: t.field({
    type: [HomeCategoryRow],
    description: `Brands grouped by main category for the home page: at most ${HOME_ROW_LIMIT} per category, categories without brands left out.`,
    resolve: async (_p, _a, ctx) => {
      const ranked = await ctx.prisma.$queryRaw<{ category: string; id: string; total: bigint }[]>`
        SELECT category, id::text AS id, total FROM (
          SELECT category, id, row_number() OVER (PARTITION BY category ORDER BY rating DESC, name, id) AS position,
                 count(*) OVER (PARTITION BY category) AS total
          FROM brands
        ) ranked
        WHERE position <= ${HOME_ROW_LIMIT}
        ORDER BY category, position`;
      const byCategory = new Map<string, { ids: string[]; total: number }>();
      for (const row of ranked) {
        const entry = byCategory.get(row.category) ?? { ids: [], total: Number(row.total) };
        entry.ids.push(row.id);
        byCategory.set(row.category, entry);
      }
      return [...byCategory.entries()]
        .sort(([a], [b]) => categoryOrder(a) - categoryOrder(b) || a.localeCompare(b))
        .map(([category, { ids, total }]) => {
          const row = homeRow(ids, total);
          return { category, brandIds: row.items, hasMore: row.hasMore, total };
        });
    },
  }),
}));
