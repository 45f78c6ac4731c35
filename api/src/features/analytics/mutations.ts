import { pageViewPath } from './rules.js';
import { builder } from '../../graphql/builder.js';
import { ValidationError } from '../../errors.js';
import { databaseId } from '../../domain/global-id.js';

builder.mutationField('recordPageView', (t) =>
  t.boolean({
    description: 'Counts a visit to a page of the site (and to a brand, when given). Answers true when recorded.',
    args: { path: t.arg.string({ required: true }), brandId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const path = pageViewPath(args.path);
      if (!path) throw new ValidationError({ path: 'Please give the path of a page, starting with /' });
      await ctx.writes.limit('pageView');
      const brandId = args.brandId == null ? null : databaseId(String(args.brandId), 'Brand');
      const brand = brandId
        ? await ctx.prisma.brand.findUnique({ where: { id: brandId }, select: { id: true } })
        : null;
      await ctx.prisma.pageView.create({ data: { path, brandId: brand?.id ?? null } });
      return true;
    },
  }),
);
