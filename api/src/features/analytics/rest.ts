import type { Response, Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL, type GraphQLAnswer } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';
import { queryList } from '../../rest/body.js';
import { ANALYTICS_MESSAGES } from './messages.js';

const BRAND_ANALYTICS = /* GraphQL */ `
  query RestBrandAnalytics($brandIds: [ID!]) {
    brandAnalytics(brandIds: $brandIds) {
      totalBrands
      totalProducts
      totalReviews
      recentReviews
      averageRating
      totalPageViews
      brands {
        brand {
          databaseId
        }
        name
        products
        reviews
        recentReviews
        averageRating
        pageViews
      }
    }
  }
`;
const PAGE_VIEWS = /* GraphQL */ 'query RestPageViews { pageViewTotal { pageViews estimated } }';

interface BrandAnalyticsNode {
  totalBrands: number;
  totalProducts: number;
  totalReviews: number;
  recentReviews: number;
  averageRating: number | null;
  totalPageViews: number;
  brands: {
    brand: { databaseId: string };
    name: string;
    products: number;
    reviews: number;
    recentReviews: number;
    averageRating: number | null;
    pageViews: number;
  }[];
}

/** The camelCase object the dashboard reads, with each brand's row id in place of the Brand node. */
const restBrandAnalytics = ({ brands, ...totals }: BrandAnalyticsNode) => ({
  ...totals,
  brands: brands.map(({ brand, ...figures }) => ({ id: brand.databaseId, ...figures })),
});

/** A GraphQL error as `{ error }` with its status (a bad brand id as `fieldErrors.brand_ids`); unexpected errors as 500 with the spec's text. */
const refuse = (res: Response, errors: GraphQLAnswer<unknown>['errors']) =>
  answerError(res, errors, { fallback: ANALYTICS_MESSAGES.fetchFailed, fieldErrors: 'snake_case' });

export function analyticsRoutes(router: Router, { server, context }: RestDeps) {
  // GET /api/admin/brand-analytics?brand_ids=a,b  ->  { totalBrands, totalProducts, totalReviews, recentReviews, averageRating, totalPageViews, brands }
  router.get('/admin/brand-analytics', async (req, res) => {
    const answer = await runGraphQL<{ brandAnalytics: BrandAnalyticsNode }>(server, context, req, BRAND_ANALYTICS, {
      brandIds: queryList(req, 'brand_ids'),
    });
    if (answer.errors.length || !answer.data) return refuse(res, answer.errors);
    res.json(restBrandAnalytics(answer.data.brandAnalytics));
  });

  // GET /api/analytics/pageviews  ->  { pageViews, estimated }
  router.get('/analytics/pageviews', async (req, res) => {
    const answer = await runGraphQL<{ pageViewTotal: { pageViews: number; estimated: boolean } }>(
      server,
      context,
      req,
      PAGE_VIEWS,
      {},
    );
    if (answer.errors.length || !answer.data) return refuse(res, answer.errors);
    res.json(answer.data.pageViewTotal);
  });
}
