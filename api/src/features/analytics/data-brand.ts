import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { averageRating, recentSince } from './rules.js';
import type { BrandScope } from './access.js';

export interface BrandFigures {
  /** The brand's id; the Brand type loads whatever else is asked for. */
  brand: { id: string };
  name: string;
  products: number;
  reviews: number;
  recentReviews: number;
  averageRating: number | null;
  pageViews: number;
}

export interface BrandAnalytics {
  totalBrands: number;
  totalProducts: number;
  totalReviews: number;
  recentReviews: number;
  averageRating: number | null;
  totalPageViews: number;
  brands: BrandFigures[];
}

interface BrandRow {
  id: string;
  name: string;
  products: number;
  reviews: number;
  recentReviews: number;
  ratingSum: number;
  pageViews: number;
}

/** `column` restricted to the scope's brands; no restriction for every brand. */
const inScope = (column: Prisma.Sql, scope: BrandScope) =>
  scope === 'all' ? Prisma.sql`TRUE` : Prisma.sql`${column} = ANY(${[...scope]}::uuid[])`;
const BRAND_ID = Prisma.sql`brand_id`;

/**
 * One statement: each brand in scope with its product, review and page-view counts, each grouped
 * per brand over that brand's rows only. Page views count those recorded with the brand attached
 * (its profile page, and any other page the client tied to it).
 */
function brandRows(prisma: PrismaClient, scope: BrandScope, now: Date) {
  return prisma.$queryRaw<BrandRow[]>`
    SELECT b.id::text AS id, b.name,
           coalesce(p.products, 0)::int AS products,
           coalesce(r.reviews, 0)::int AS reviews,
           coalesce(r.recent_reviews, 0)::int AS "recentReviews",
           coalesce(r.rating_sum, 0)::int AS "ratingSum",
           coalesce(v.page_views, 0)::int AS "pageViews"
    FROM brands b
    LEFT JOIN (SELECT brand_id, count(*) AS products FROM products WHERE ${inScope(BRAND_ID, scope)} GROUP BY brand_id) p ON p.brand_id = b.id
    LEFT JOIN (
      SELECT brand_id, count(*) AS reviews, sum(rating) AS rating_sum,
             count(*) FILTER (WHERE created_at >= ${recentSince(now)}::timestamptz) AS recent_reviews
      FROM reviews WHERE hidden_at IS NULL AND ${inScope(BRAND_ID, scope)} GROUP BY brand_id
    ) r ON r.brand_id = b.id
    LEFT JOIN (SELECT brand_id, count(*) AS page_views FROM page_views WHERE ${inScope(BRAND_ID, scope)} GROUP BY brand_id) v ON v.brand_id = b.id
    WHERE ${inScope(Prisma.sql`b.id`, scope)}
    ORDER BY b.name, b.id`;
}

const sum = (rows: readonly BrandRow[], key: 'products' | 'reviews' | 'recentReviews' | 'ratingSum' | 'pageViews') =>
  rows.reduce((n, r) => n + r[key], 0);

/** The figures over the rows found; an empty scope costs no statement. */
export async function brandAnalytics(
  prisma: PrismaClient,
  scope: BrandScope,
  now = new Date(),
): Promise<{ analytics: BrandAnalytics; missing: string[] }> {
  const rows = scope !== 'all' && !scope.length ? [] : await brandRows(prisma, scope, now);
  const found = new Set(rows.map((r) => r.id));
  const totalReviews = sum(rows, 'reviews');
  return {
    missing: scope === 'all' ? [] : scope.filter((id) => !found.has(id)),
    analytics: {
      totalBrands: rows.length,
      totalProducts: sum(rows, 'products'),
      totalReviews,
      recentReviews: sum(rows, 'recentReviews'),
      averageRating: averageRating(sum(rows, 'ratingSum'), totalReviews),
      totalPageViews: sum(rows, 'pageViews'),
      brands: rows.map((r) => ({
        brand: { id: r.id },
        name: r.name,
        products: r.products,
        reviews: r.reviews,
        recentReviews: r.recentReviews,
        averageRating: averageRating(r.ratingSum, r.reviews),
        pageViews: r.pageViews,
      })),
    },
  };
}
