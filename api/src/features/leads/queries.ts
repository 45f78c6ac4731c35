import { builder } from '../../graphql/builder.js';
import { canSeeEveryLead, leadPolicies, leadsVisibleTo } from './access.js';
import type { Context } from '../../graphql/context.js';
import { DEFAULT_LEAD_SORT, leadAnalytics, leadOrderBy, leadWhere, type LeadFilterInput } from './data.js';
import { LeadAnalyticsRef, LeadFilter, LeadSort } from './types.js';

const listedLeads = (ctx: Context, filter: LeadFilterInput | null | undefined) => ({
  AND: [leadsVisibleTo(ctx.viewer), leadWhere(filter)],
});

builder.queryField('leads', (t) =>
  t.prismaConnection(
    {
      type: 'Lead',
      cursor: 'id',
      description:
        "Every lead for super_admin and admin, the owned brands' leads for a brand_admin. Newest first unless orderBy says otherwise; `first` is capped at 100.",
      args: {
        filter: t.arg({ type: LeadFilter, required: false }),
        orderBy: t.arg({ type: LeadSort, required: false, defaultValue: { ...DEFAULT_LEAD_SORT } }),
      },
      authScopes: leadPolicies.manage,
      unauthorizedError: leadPolicies.refused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.lead.findMany({
          ...query,
          where: listedLeads(ctx, args.filter),
          orderBy: leadOrderBy(args.orderBy),
        }),
      totalCount: (_root, args, ctx) => ctx.prisma.lead.count({ where: listedLeads(ctx, args.filter) }),
    },
    {},
  ),
);

builder.queryField('leadAnalytics', (t) =>
  t.field({
    type: LeadAnalyticsRef,
    description: 'The leads screen and dashboard figures, scoped exactly like `leads`.',
    authScopes: leadPolicies.manage,
    unauthorizedError: leadPolicies.analyticsRefused,
    resolve: (_root, _args, ctx) =>
      leadAnalytics(ctx.prisma, leadsVisibleTo(ctx.viewer), { withTopBrands: canSeeEveryLead(ctx.viewer) }),
  }),
);
