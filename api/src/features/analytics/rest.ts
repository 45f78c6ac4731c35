import type { Request, Response, Router } from 'express';
import type { RestDeps } from '../../rest/router.js';
import { runGraphQL, type GraphQLAnswer } from '../../rest/run-graphql.js';
import { statusForErrors } from '../../rest/status.js';
import { ANALYTICS_MESSAGES } from './messages.js';

const BRAND_ANALYTICS = /* GraphQL */ `
  query RestBrandAnalytics($brandIds: [ID!]) {
    brandAnalytics(brandIds: $brandIds) {
      totalBrands totalProducts totalReviews recentReviews averageRating totalPageViews
      brands { brand { databaseId } name products reviews recentReviews averageRating pageViews }
    }
  }`;
const PAGE_VIEWS = /* GraphQL */ 'query RestPageViews { pageViewTotal { pageViews estimated } }';

interface BrandAnalyticsNode {
  totalBrands: number;
  totalProducts: number;
  totalReviews: number;
  recentReviews: number;
  averageRating: number | null;
  totalPageViews: number;
  brands: { brand: { databaseId: string }; name: string; products: number; reviews: number; recentReviews: number; averageRating: number | null; pageViews: number }[];
}

/** The camelCase object the dashboard reads, with each brand's row id in place of the Brand node. */
const restBrandAnalytics = ({ brands, ...totals }: BrandAnalyticsNode) => ({ ...totals, brands: brands.map(({ brand, ...figures }) => ({ id: brand.databaseId, ...figures })) });

/** `brand_ids=a,b` (or repeated) as a list; blank pieces are ignored, nothing means "all my brands". */
function brandIdsParam(req: Request): string[] {
  const raw = ([] as unknown[]).concat(req.query.brand_ids ?? []);
  return raw.flatMap((v) => (typeof v === 'string' ? v.split(',') : [])).map((id) => id.trim()).filter(Boolean);
}

/** A GraphQL error as `{ error }` with its status; unexpected errors as 500 with the spec's text. */
function refuse(res: Response, errors: GraphQLAnswer<unknown>['errors']) {
  const status = errors.length ? statusForErrors(errors) : 500;
  if (status === 500) {
    res.status(500).json({ error: ANALYTICS_MESSAGES.fetchFailed });
    return;
  }
  const fieldErrors = errors[0]!.extensions?.fieldErrors as Record<string, string> | undefined;
  res.status(status).json({ error: errors[0]!.message, ...(fieldErrors?.brandIds ? { fieldErrors: { brand_ids: fieldErrors.brandIds } } : {}) });
}

export function analyticsRoutes(router: Router, { server, context }: RestDeps) {
  // GET /api/admin/brand-analytics?brand_ids=a,b  ->  { totalBrands, totalProducts, totalReviews, recentReviews, averageRating, totalPageViews, brands }
  router.get('/admin/brand-analytics', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const answer = await runGraphQL<{ brandAnalytics: BrandAnalyticsNode }>(server, context, req, BRAND_ANALYTICS, { brandIds: brandIdsParam(req) });
    if (answer.errors.length || !answer.data) return refuse(res, answer.errors);
    res.json(restBrandAnalytics(answer.data.brandAnalytics));
  });

  // GET /api/analytics/pageviews  ->  { pageViews, estimated }
  router.get('/analytics/pageviews', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const answer = await runGraphQL<{ pageViewTotal: { pageViews: number; estimated: boolean } }>(server, context, req, PAGE_VIEWS, {});
    if (answer.errors.length || !answer.data) return refuse(res, answer.errors);
    res.json(answer.data.pageViewTotal);
  });
}
