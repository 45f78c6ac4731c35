import { ACTIVE_BRAND_DAYS, RECENT_DAYS, TOP_BRANDS, type PageViewFigure, type RatingCount } from './rules.js';
import { builder } from '../../graphql/builder.js';
import { BrandRef } from '../brands/types.js';
import { type BrandAnalytics, type BrandFigures } from './data-brand.js';
import { type PlatformAnalytics, type TopBrand } from './data-platform.js';

const RECENT = `in the last ${RECENT_DAYS} days`;
const AVERAGE = 'Mean of the ratings, rounded to 2 decimals; null without reviews.';

export const RatingCountRef = builder.objectRef<RatingCount>('RatingCount').implement({
  description: 'How many reviews gave one rating.',
  fields: (t) => ({
    rating: t.exposeInt('rating', { description: '1 to 5 stars.' }),
    count: t.exposeInt('count'),
  }),
});

export const TopRatedBrandRef = builder.objectRef<TopBrand>('TopRatedBrand').implement({
  fields: (t) => ({
    brand: t.prismaField({
      type: BrandRef,
      // The figures carry the brand's id only; Prisma batches these look-ups into one statement.
      resolve: (query, b, _args, ctx) => ctx.prisma.brand.findUniqueOrThrow({ ...query, where: { id: b.brand.id } }),
    }),
    name: t.exposeString('name'),
    rating: t.exposeFloat('rating', { description: "Mean of the brand's reviews, 2 decimals." }),
    reviewCount: t.exposeInt('reviewCount'),
  }),
});

export const PlatformAnalyticsRef = builder.objectRef<PlatformAnalytics>('PlatformAnalytics').implement({
  description: 'Figures over the whole platform, for the leads dashboard.',
  fields: (t) => ({
    totalBrands: t.exposeInt('totalBrands'),
    verifiedBrands: t.exposeInt('verifiedBrands'),
    activeBrands: t.exposeInt('activeBrands', {
      description: `Brands with at least one review, or created in the last ${ACTIVE_BRAND_DAYS} days.`,
    }),
    recentBrands: t.exposeInt('recentBrands', { description: `Brands created ${RECENT}.` }),
    totalReviews: t.exposeInt('totalReviews'),
    recentReviews: t.exposeInt('recentReviews', { description: `Reviews written ${RECENT}.` }),
    totalProducts: t.exposeInt('totalProducts'),
    totalPageViews: t.exposeInt('totalPageViews', {
      description:
        'Recorded page views; when none are recorded, the estimate max(150 × brands + 25 × reviews, 1000) (see pageViewsEstimated).',
    }),
    pageViewsEstimated: t.exposeBoolean('pageViewsEstimated', {
      description: 'True when totalPageViews is the estimate (shown with an asterisk).',
    }),
    averageRating: t.exposeFloat('averageRating', { nullable: true, description: `Over every review. ${AVERAGE}` }),
    reviewDistribution: t.field({
      type: [RatingCountRef],
      description: 'Review counts for ratings 1 to 5, in that order, all five present.',
      resolve: (a) => a.reviewDistribution,
    }),
    topBrands: t.field({
      type: [TopRatedBrandRef],
      description: `At most ${TOP_BRANDS} brands with reviews, ranked by rating × ln(review count + 1); ties by review count, then name, then id.`,
      resolve: (a) => a.topBrands,
    }),
  }),
});

export const BrandFiguresRef = builder.objectRef<BrandFigures>('BrandAnalyticsBrand').implement({
  description: "One brand's figures.",
  fields: (t) => ({
    brand: t.prismaField({
      type: BrandRef,
      // The figures carry the brand's id only; Prisma batches these look-ups into one statement.
      resolve: (query, b, _args, ctx) => ctx.prisma.brand.findUniqueOrThrow({ ...query, where: { id: b.brand.id } }),
    }),
    name: t.exposeString('name'),
    products: t.exposeInt('products'),
    reviews: t.exposeInt('reviews'),
    recentReviews: t.exposeInt('recentReviews', { description: `Reviews written ${RECENT}.` }),
    averageRating: t.exposeFloat('averageRating', { nullable: true, description: AVERAGE }),
    pageViews: t.exposeInt('pageViews', {
      description: 'Page views recorded with this brand attached (its profile page, and pages the client tied to it).',
    }),
  }),
});

export const BrandAnalyticsRef = builder.objectRef<BrandAnalytics>('BrandAnalytics').implement({
  description: 'Figures over a set of brands.',
  fields: (t) => ({
    totalBrands: t.exposeInt('totalBrands'),
    totalProducts: t.exposeInt('totalProducts'),
    totalReviews: t.exposeInt('totalReviews'),
    recentReviews: t.exposeInt('recentReviews', { description: `Reviews written ${RECENT}.` }),
    averageRating: t.exposeFloat('averageRating', {
      nullable: true,
      description: `Over every review of these brands. ${AVERAGE}`,
    }),
    totalPageViews: t.exposeInt('totalPageViews', {
      description: 'Page views recorded with one of these brands attached; never estimated.',
    }),
    brands: t.field({ type: [BrandFiguresRef], description: 'Each brand, by name then id.', resolve: (a) => a.brands }),
  }),
});

export const PageViewTotalRef = builder.objectRef<PageViewFigure>('PageViewTotal').implement({
  fields: (t) => ({
    pageViews: t.exposeInt('pageViews'),
    estimated: t.exposeBoolean('estimated', {
      description:
        'True when no views are recorded and pageViews is max(150 × brands + 25 × reviews + 10 × products, 1000).',
    }),
  }),
});
