import { viewerOwnsBrand } from '../auth/viewer.js';
import { LEAD_MESSAGES } from '../domain/lead-messages.js';
import { builder } from '../graphql/builder.js';
import { toNumber } from '../domain/decimal.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import { LeadPriorityEnum, LeadSourceEnum, LeadStatusEnum, LeadTypeEnum } from './lead-enums.js';
import { LeadFilter, leadWhere, type LeadFilterInput } from './lead-filter.js';
import { DEFAULT_LEAD_SORT, LeadSort, leadOrderBy } from './lead-sort.js';
import { canSeeEveryLead, LEAD_ROLES, leadsVisibleTo } from './lead-visibility.js';
import './lead-interaction.js';
import type { Context } from '../graphql/context.js';

/** Refusals for the leads fields: signed out, or a role without leads. */
export const leadAccessError = (ctx: Context) => (ctx.viewer ? new ForbiddenError(LEAD_MESSAGES.noLeadAccess) : new UnauthenticatedError(LEAD_MESSAGES.signInForLeads));

export const LeadRef = builder.prismaNode('Lead', {
  id: { field: 'id' },
  select: { id: true, brandId: true },
  authScopes: (lead, ctx) => (lead.brandId ? viewerOwnsBrand(ctx.viewer, lead.brandId) : canSeeEveryLead(ctx.viewer)),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    customerName: t.exposeString('customerName'),
    customerEmail: t.exposeString('customerEmail', { description: "The customer's contact e-mail." }),
    customerPhone: t.exposeString('customerPhone', { nullable: true }),
    source: t.expose('source', { type: LeadSourceEnum }),
    leadType: t.expose('leadType', { type: LeadTypeEnum }),
    status: t.expose('status', { type: LeadStatusEnum }),
    priority: t.expose('priority', { type: LeadPriorityEnum }),
    estimatedValue: t.float({
      nullable: true,
      description: 'In pounds (GBP), 2 decimals; null when not estimated.',
      select: { estimatedValue: true },
      resolve: (lead) => toNumber(lead.estimatedValue),
    }),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    contactedAt: t.expose('contactedAt', { type: 'DateTime', nullable: true, description: 'When the status last moved to contacted.' }),
    qualifiedAt: t.expose('qualifiedAt', { type: 'DateTime', nullable: true, description: 'When the status last moved to qualified.' }),
    convertedAt: t.expose('convertedAt', { type: 'DateTime', nullable: true, description: 'When the status last moved to converted.' }),
    isBooking: t.boolean({
      description: 'Whether the lead came with an order (a custom order or brand request): what the analytics count as a booking.',
      select: { orderId: true },
      resolve: (lead) => lead.orderId != null,
    }),
    brand: t.relation('brand', { nullable: true, description: "Null when the lead is not tied to a brand (the studio shows 'Unknown Brand')." }),
    interactions: t.relation('interactions', { description: 'Oldest first.', query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
  }),
});

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
