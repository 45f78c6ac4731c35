import { builder } from '../../graphql/builder.js';
import { toNumber } from '../../domain/decimal.js';
import { leadPolicies } from './access.js';
import { LeadPriority, LeadSource, LeadStatus, LeadType } from '../../generated/prisma/client.js';
import { PLATFORM_COMMISSION_RATE, type StatusCounts } from './rules.js';
import { BrandRef } from '../brands/types.js';
import { TOP_PERFORMING_BRANDS, type BrandPerformance, type LeadAnalytics } from './data.js';
import { encodeGlobalID } from '@pothos/plugin-relay';

// Include mode: every lead query reads the whole (narrow) row, so its fields are plain reads. In
// select mode each field would go through the prisma plugin's per-row plan lookup: 1,500 of them
// for a page of 100 lead cards.
export const LeadRef = builder.prismaNode('Lead', {
  id: { field: 'id' },
  authScopes: (lead, ctx) => leadPolicies.read(lead, ctx),
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
      resolve: (lead) => toNumber(lead.estimatedValue),
    }),
    notes: t.exposeString('notes', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    contactedAt: t.expose('contactedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the status last moved to contacted.',
    }),
    qualifiedAt: t.expose('qualifiedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the status last moved to qualified.',
    }),
    convertedAt: t.expose('convertedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the status last moved to converted.',
    }),
    isBooking: t.boolean({
      description:
        'Whether the lead came with an order (a custom order or brand request): what the analytics count as a booking.',
      resolve: (lead) => lead.orderId != null,
    }),
    brand: t.relation('brand', {
      nullable: true,
      description: "Null when the lead is not tied to a brand (the studio shows 'Unknown Brand').",
    }),
    interactions: t.relation('interactions', {
      description: 'Oldest first.',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
  }),
});

export const LeadSourceEnum = builder.enumType(LeadSource, { name: 'LeadSource' });
export const LeadTypeEnum = builder.enumType(LeadType, { name: 'LeadType' });
export const LeadStatusEnum = builder.enumType(LeadStatus, {
  name: 'LeadStatus',
  description:
    'Any status may follow any other; moving to contacted, qualified or converted stamps contactedAt, qualifiedAt or convertedAt.',
});
export const LeadPriorityEnum = builder.enumType(LeadPriority, { name: 'LeadPriority' });

export const LeadFilter = builder.inputType('LeadFilter', {
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'Case-insensitive text over customer name, contact e-mail and notes.',
    }),
    status: t.field({ type: LeadStatusEnum, required: false }),
    source: t.field({ type: LeadSourceEnum, required: false }),
    priority: t.field({ type: LeadPriorityEnum, required: false }),
    brandId: t.id({ required: false, description: "A brand's global or row id; an unknown id matches no leads." }),
    id: t.id({
      required: false,
      description: 'One lead by its global or row id (a link to a single lead); an unknown id matches no leads.',
    }),
  }),
});

export const LeadSortFieldEnum = builder.enumType('LeadSortField', {
  description:
    'STATUS sorts in workflow order (new, contacted, qualified, converted, lost, closed); PRIORITY by rank (ascending low, normal, high).',
  values: { CREATED_AT: {}, CUSTOMER_NAME: {}, STATUS: {}, PRIORITY: {} } as const,
});

export const LeadSortDirectionEnum = builder.enumType('LeadSortDirection', {
  values: { ASC: {}, DESC: {} } as const,
});

export const LeadSort = builder.inputType('LeadSort', {
  fields: (t) => ({
    field: t.field({ type: LeadSortFieldEnum, required: true }),
    direction: t.field({ type: LeadSortDirectionEnum, required: true, defaultValue: 'DESC' }),
  }),
});

const fullName = (user: { firstName: string | null; lastName: string | null } | null) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null;

/** A follow-up note on a lead (a call, an e-mail, a WhatsApp message...). Reached only through its lead. */
export const LeadInteractionRef = builder.prismaObject('LeadInteraction', {
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'Free text such as call, email, whatsapp or note.' }),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    authorName: t.string({
      nullable: true,
      description:
        'The first and last name of the studio user who logged it; null when unknown or the account is gone.',
      select: { user: { select: { firstName: true, lastName: true } } },
      resolve: (interaction) => fullName(interaction.user),
    }),
  }),
});

const LeadStatusCountsRef = builder.objectRef<StatusCounts>('LeadStatusCounts').implement({
  description: 'How many leads are in each status; every status is present.',
  fields: (t) => ({
    new: t.exposeInt('new'),
    contacted: t.exposeInt('contacted'),
    qualified: t.exposeInt('qualified'),
    converted: t.exposeInt('converted'),
    lost: t.exposeInt('lost'),
    closed: t.exposeInt('closed'),
  }),
});

const BrandPerformanceRef = builder.objectRef<BrandPerformance>('BrandLeadPerformance').implement({
  fields: (t) => ({
    brand: t.prismaField({
      type: BrandRef,
      // The figures carry the brand's id only; Prisma batches these look-ups into one statement.
      resolve: (query, p, _args, ctx) => ctx.prisma.brand.findUniqueOrThrow({ ...query, where: { id: p.brand.id } }),
    }),
    totalRevenue: t.exposeFloat('totalRevenue', {
      description: "Sum of the estimated values (GBP) of the brand's converted leads.",
    }),
    totalCommission: t.exposeFloat('totalCommission', {
      description: `The platform's commission on totalRevenue at ${PLATFORM_COMMISSION_RATE * 100}%, to 2 decimals.`,
    }),
  }),
});

export const LeadAnalyticsRef = builder.objectRef<LeadAnalytics>('LeadAnalytics').implement({
  description: 'Figures over the leads the viewer can see (the same leads `leads` lists).',
  fields: (t) => ({
    totalLeads: t.exposeInt('totalLeads'),
    thisMonthLeads: t.exposeInt('thisMonthLeads', {
      description: 'Created since the start of the calendar month (UTC).',
    }),
    qualifiedLeads: t.exposeInt('qualifiedLeads', { description: 'Leads whose status is qualified.' }),
    convertedLeads: t.exposeInt('convertedLeads', { description: 'Leads whose status is converted.' }),
    conversionRate: t.exposeFloat('conversionRate', {
      description: 'convertedLeads / totalLeads as a percentage, 1 decimal; 0 without leads.',
    }),
    totalValue: t.exposeFloat('totalValue', { description: 'Sum of the estimated values (GBP) of all the leads.' }),
    totalBookings: t.exposeInt('totalBookings', {
      description: 'Leads that came with an order (a custom order or brand request).',
    }),
    thisMonthBookings: t.exposeInt('thisMonthBookings', {
      description: 'Bookings created since the start of the calendar month (UTC).',
    }),
    leadsByStatus: t.field({ type: LeadStatusCountsRef, resolve: (a) => a.leadsByStatus }),
    topPerformingBrands: t.field({
      type: [BrandPerformanceRef],
      nullable: true,
      description: `Platform-wide viewers (super_admin, admin) only, null for a brand_admin: at most ${TOP_PERFORMING_BRANDS} brands by revenue from converted leads.`,
      resolve: (a) => a.topPerformingBrands,
    }),
  }),
});

export const DeleteLeadPayloadRef = builder.objectRef<{ deletedLeadId: string }>('DeleteLeadPayload').implement({
  fields: (t) => ({
    deletedLeadId: t.id({
      description: "The deleted lead's global id, to drop it from lists.",
      resolve: (p) => encodeGlobalID('Lead', p.deletedLeadId),
    }),
  }),
});
