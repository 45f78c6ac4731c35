import { LEAD_MESSAGES } from './messages.js';
import { builder } from '../../graphql/builder.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import { canSeeEveryLead, LEAD_ROLES, leadsVisibleTo } from './access.js';
import type { Context } from '../../graphql/context.js';
import { LeadPriority, LeadSource, LeadStatus, type Prisma } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';
import { DEFAULT_LEAD_SORT, leadAnalytics, leadOrderBy, leadWhere, type LeadFilterInput } from './data.js';
import { LeadAnalyticsRef, LeadFilter, LeadSort, leadAccessError } from './types.js';

const listedLeads = (ctx: Context, filter: LeadFilterInput | null | undefined) => ({ AND: [leadsVisibleTo(ctx.viewer), leadWhere(filter)] });

builder.queryField('leads', (t) =>
  t.prismaConnection(
    {
      type: 'Lead',
      cursor: 'id',
      description: "Every lead for super_admin and admin, the owned brands' leads for a brand_admin. Newest first unless orderBy says otherwise; `first` is capped at 100.",
      args: {
        filter: t.arg({ type: LeadFilter, required: false }),
        orderBy: t.arg({ type: LeadSort, required: false, defaultValue: { ...DEFAULT_LEAD_SORT } }),
      },
      authScopes: { role: [...LEAD_ROLES] },
      unauthorizedError: (_root, _args, ctx) => leadAccessError(ctx),
      resolve: (query, _root, args, ctx) => ctx.prisma.lead.findMany({ ...query, where: listedLeads(ctx, args.filter), orderBy: leadOrderBy(args.orderBy) }),
      totalCount: (_root, args, ctx) => ctx.prisma.lead.count({ where: listedLeads(ctx, args.filter) }),
    },
    {},
  ),
);

builder.queryField('leadAnalytics', (t) =>
  t.field({
    type: LeadAnalyticsRef,
    description: 'The leads screen and dashboard figures, scoped exactly like `leads`.',
    authScopes: { role: [...LEAD_ROLES] },
    unauthorizedError: (_root, _args, ctx) => (ctx.viewer ? new ForbiddenError(LEAD_MESSAGES.noAnalyticsAccess) : new UnauthenticatedError(LEAD_MESSAGES.signInForAnalytics)),
    resolve: (_root, _args, ctx) => leadAnalytics(ctx.prisma, leadsVisibleTo(ctx.viewer), { withTopBrands: canSeeEveryLead(ctx.viewer) }),
  }),
);
