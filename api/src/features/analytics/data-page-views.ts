import type { PrismaClient } from '../../generated/prisma/client.js';
import { sitePageViewEstimate, type PageViewFigure } from './rules.js';

/**
 * The site's recorded page views: one count. Only when none are recorded does one more statement
 * count brands, reviews and products for the estimate.
 */
export async function sitePageViews(prisma: PrismaClient): Promise<PageViewFigure> {
  const recorded = await prisma.pageView.count();
  if (recorded > 0) return { pageViews: recorded, estimated: false };
  const [size] = await prisma.$queryRaw<{ brands: number; reviews: number; products: number }[]>`
    SELECT (SELECT count(*) FROM brands)::int AS brands, (SELECT count(*) FROM reviews WHERE hidden_at IS NULL)::int AS reviews, (SELECT count(*) FROM products)::int AS products`;
  return { pageViews: sitePageViewEstimate(size ?? { brands: 0, reviews: 0, products: 0 }), estimated: true };
}
