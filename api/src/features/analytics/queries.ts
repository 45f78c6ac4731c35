import { builder } from '../../graphql/builder.js';
import { brandAnalytics } from './data-brand.js';
import { platformAnalytics } from './data-platform.js';
import { NotFoundError } from '../../errors.js';
import { ANALYTICS_MESSAGES } from './messages.js';
import { analyticsPolicies, requestedBrandScope } from './access.js';
import { sitePageViews } from './data-page-views.js';
import { BrandAnalyticsRef, PageViewTotalRef, PlatformAnalyticsRef } from './types.js';

// The studio's platform and brand analytics (the leads dashboard's overview panels).
builder.queryFields((t) => ({
  platformAnalytics: t.withAuth(analyticsPolicies.platform).field({
    type: PlatformAnalyticsRef,
    description: 'Brands, reviews, products and page views across the platform. Super admins and admins.',
    unauthorizedError: analyticsPolicies.refused,
    resolve: (_root, _args, ctx) => platformAnalytics(ctx.prisma),
  }),

  brandAnalytics: t.withAuth(analyticsPolicies.brands).field({
    type: BrandAnalyticsRef,
    description:
      'Figures over the given brands (global or row ids). Brand admins may ask only about brands they own; empty or omitted means all their brands (every brand for super admins and admins).',
    args: { brandIds: t.arg.idList({ required: false }) },
    unauthorizedError: analyticsPolicies.refused,
    resolve: async (_root, args, ctx) => {
      const { analytics, missing } = await brandAnalytics(ctx.prisma, requestedBrandScope(ctx.viewer, args.brandIds));
      if (missing.length) throw new NotFoundError(ANALYTICS_MESSAGES.brandNotFound);
      return analytics;
    },
  }),

  pageViewTotal: t.withAuth(analyticsPolicies.platform).field({
    type: PageViewTotalRef,
    description: 'Page views recorded on the whole site, or an estimate when none are. Super admins and admins.',
    unauthorizedError: analyticsPolicies.refused,
    resolve: (_root, _args, ctx) => sitePageViews(ctx.prisma),
  }),
}));
