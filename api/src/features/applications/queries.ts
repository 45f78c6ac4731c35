import { builder } from '../../graphql/builder.js';
import { APPLICATION_STATUSES } from './rules.js';
import { applicationPolicies } from './access.js';
import { NEWEST_FIRST, applicationWhere } from './data.js';
import { ApplicationFilter, ApplicationStatusCountsRef } from './types.js';

builder.queryField('designerApplications', (t) =>
  t.prismaConnection(
    {
      type: 'DesignerApplication',
      cursor: 'id',
      description: 'Designer applications, newest first (super admins only).',
      args: { filter: t.arg({ type: ApplicationFilter, required: false }) },
      authScopes: applicationPolicies.review,
      unauthorizedError: applicationPolicies.refused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.designerApplication.findMany({
          ...query,
          where: applicationWhere(args.filter),
          orderBy: NEWEST_FIRST,
        }),
      totalCount: (_root, args, ctx) => ctx.prisma.designerApplication.count({ where: applicationWhere(args.filter) }),
    },
    {},
  ),
);

builder.queryField('designerApplicationCounts', (t) =>
  t.field({
    type: ApplicationStatusCountsRef,
    description: 'How many applications match the search in each status, for the status filter.',
    args: { search: t.arg.string({ required: false }) },
    authScopes: applicationPolicies.review,
    unauthorizedError: applicationPolicies.refused,
    resolve: async (_root, args, ctx) => {
      const groups = await ctx.prisma.designerApplication.groupBy({
        by: ['status'],
        where: applicationWhere({ search: args.search }),
        _count: { _all: true },
      });
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
        (typeof APPLICATION_STATUSES)[number],
        number
      >;
      for (const g of groups) counts[g.status] = g._count._all;
      return { all: Object.values(counts).reduce((a, b) => a + b, 0), ...counts };
    },
  }),
);
