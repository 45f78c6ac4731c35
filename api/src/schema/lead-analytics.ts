import { LEAD_MESSAGES } from '../domain/lead-messages.js';
import { PLATFORM_COMMISSION_RATE } from '../domain/lead-commission.js';
import { builder } from '../graphql/builder.js';
import { BrandRef } from './brand.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import { leadAnalytics, TOP_PERFORMING_BRANDS, type BrandPerformance, type LeadAnalytics } from './lead-analytics-queries.js';
import { canSeeEveryLead, LEAD_ROLES, leadsVisibleTo } from './lead-visibility.js';
import type { StatusCounts } from '../domain/lead-analytics.js';

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
    brand: t.field({ type: BrandRef, resolve: (p) => p.brand }),
    totalRevenue: t.exposeFloat('totalRevenue', { description: "Sum of the estimated values (GBP) of the brand's converted leads." }),
    totalCommission: t.exposeFloat('totalCommission', { description: `The platform's commission on totalRevenue at ${PLATFORM_COMMISSION_RATE * 100}%, to 2 decimals.` }),
  }),
});

const LeadAnalyticsRef = builder.objectRef<LeadAnalytics>('LeadAnalytics').implement({
  description: 'Figures over the leads the viewer can see (the same leads `leads` lists).',
  fields: (t) => ({
    totalLeads: t.exposeInt('totalLeads'),
    thisMonthLeads: t.exposeInt('thisMonthLeads', { description: 'Created since the start of the calendar month (UTC).' }),
    qualifiedLeads: t.exposeInt('qualifiedLeads', { description: 'Leads whose status is qualified.' }),
    convertedLeads: t.exposeInt('convertedLeads', { description: 'Leads whose status is converted.' }),
    conversionRate: t.exposeFloat('conversionRate', { description: 'convertedLeads / totalLeads as a percentage, 1 decimal; 0 without leads.' }),
    totalValue: t.exposeFloat('totalValue', { description: 'Sum of the estimated values (GBP) of all the leads.' }),
    totalBookings: t.exposeInt('totalBookings', { description: 'Leads that came with an order (a custom order or brand request).' }),
    thisMonthBookings: t.exposeInt('thisMonthBookings', { description: 'Bookings created since the start of the calendar month (UTC).' }),
    leadsByStatus: t.field({ type: LeadStatusCountsRef, resolve: (a) => a.leadsByStatus }),
    topPerformingBrands: t.field({
      type: [BrandPerformanceRef],
      nullable: true,
      description: `Platform-wide viewers (super_admin, admin) only, null for a brand_admin: at most ${TOP_PERFORMING_BRANDS} brands by revenue from converted leads.`,
      resolve: (a) => a.topPerformingBrands,
    }),
  }),
});

builder.queryField('leadAnalytics', (t) =>
  t.field({
    type: LeadAnalyticsRef,
    description: 'The leads screen and dashboard figures, scoped exactly like `leads`.',
    authScopes: { role: [...LEAD_ROLES] },
    unauthorizedError: (_root, _args, ctx) => (ctx.viewer ? new ForbiddenError(LEAD_MESSAGES.noAnalyticsAccess) : new UnauthenticatedError(LEAD_MESSAGES.signInForAnalytics)),
    resolve: (_root, _args, ctx) => leadAnalytics(ctx.prisma, leadsVisibleTo(ctx.viewer), { withTopBrands: canSeeEveryLead(ctx.viewer) }),
  }),
);
