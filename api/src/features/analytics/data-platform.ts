import type { PrismaClient } from '../../generated/prisma/client.js';
import {
  activeSince,
  analyticsPageViewFallback,
  averageRating,
  pageViewFigure,
  ratingDistribution,
  recentSince,
  TOP_BRANDS,
  type RatingCount,
} from './rules.js';

export interface TopBrand {
  /** The brand's id; the Brand type loads whatever else is asked for. */
  brand: { id: string };
  name: string;
  rating: number;
  reviewCount: number;
}

export interface PlatformAnalytics {
  totalBrands: number;
  verifiedBrands: number;
  activeBrands: number;
  recentBrands: number;
  totalReviews: number;
  recentReviews: number;
  totalProducts: number;
  totalPageViews: number;
  pageViewsEstimated: boolean;
  averageRating: number | null;
  reviewDistribution: RatingCount[];
  topBrands: TopBrand[];
}

interface BrandCounts {
  totalBrands: number;
  verifiedBrands: number;
  activeBrands: number;
  recentBrands: number;
}

function brandCounts(prisma: PrismaClient, now: Date) {
  return prisma.$queryRaw<BrandCounts[]>`
    SELECT count(*)::int AS "totalBrands",
           count(*) FILTER (WHERE b.is_verified)::int AS "verifiedBrands",
           count(*) FILTER (WHERE b.created_at >= ${activeSince(now)}::timestamptz
                              OR EXISTS (SELECT 1 FROM reviews r WHERE r.brand_id = b.id AND r.hidden_at IS NULL))::int AS "activeBrands",
           count(*) FILTER (WHERE b.created_at >= ${recentSince(now)}::timestamptz)::int AS "recentBrands"
    FROM brands b`;
}

function reviewsByRating(prisma: PrismaClient, now: Date) {
  return prisma.$queryRaw<(RatingCount & { recent: number })[]>`
    SELECT rating, count(*)::int AS count, count(*) FILTER (WHERE created_at >= ${recentSince(now)}::timestamptz)::int AS recent
    FROM reviews WHERE hidden_at IS NULL GROUP BY rating`;
}

/**
 * The best-rated brands: a brand's rating is the mean of its reviews to 2 decimals (what its
 * stored rating holds), ranked by rating × ln(review count + 1); ties by review count, then name,
 * then id. Brands without reviews have no rating and are left out.
 */
async function topBrands(prisma: PrismaClient): Promise<TopBrand[]> {
  const rows = await prisma.$queryRaw<{ id: string; name: string; rating: number; reviewCount: number }[]>`
    SELECT b.id::text AS id, b.name, r.rating::float8 AS rating, r.review_count::int AS "reviewCount"
    FROM (SELECT brand_id, round(avg(rating), 2) AS rating, count(*) AS review_count FROM reviews WHERE hidden_at IS NULL GROUP BY brand_id) r
    JOIN brands b ON b.id = r.brand_id
    ORDER BY r.rating::float8 * ln((r.review_count + 1)::float8) DESC, r.review_count DESC, b.name, b.id
    LIMIT ${TOP_BRANDS}`;
  return rows.map(({ id, ...row }) => ({ brand: { id }, ...row }));
}

/**
 * Platform analytics in five grouped statements run side by side: brand counts, reviews per
 * rating, the product count, the page-view count and the top brands. No rows are loaded.
 */
export async function platformAnalytics(prisma: PrismaClient, now = new Date()): Promise<PlatformAnalytics> {
  const [[brands], ratings, totalProducts, recordedPageViews, top] = await Promise.all([
    brandCounts(prisma, now),
    reviewsByRating(prisma, now),
    prisma.product.count(),
    prisma.pageView.count(),
    topBrands(prisma),
  ]);
  const totalReviews = ratings.reduce((n, g) => n + g.count, 0);
  const counts = brands ?? { totalBrands: 0, verifiedBrands: 0, activeBrands: 0, recentBrands: 0 };
  const pageViews = pageViewFigure(recordedPageViews, () =>
    analyticsPageViewFallback({ brands: counts.totalBrands, reviews: totalReviews }),
  );
  return {
    ...counts,
    totalReviews,
    recentReviews: ratings.reduce((n, g) => n + g.recent, 0),
    totalProducts,
    totalPageViews: pageViews.pageViews,
    pageViewsEstimated: pageViews.estimated,
    averageRating: averageRating(
      ratings.reduce((sum, g) => sum + g.rating * g.count, 0),
      totalReviews,
    ),
    reviewDistribution: ratingDistribution(ratings),
    topBrands: top,
  };
}
