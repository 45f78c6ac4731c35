/**
 * The definitions behind the studio analytics (spec section 9), as pure functions so the SQL and
 * the tests share them: what "recent" and "active" mean, the page-view estimates, average ratings.
 */

export const RECENT_DAYS = 30;
/** A brand created within this many days counts as active even without reviews. */
export const ACTIVE_BRAND_DAYS = 90;
export const TOP_BRANDS = 5;
export const RATINGS = [1, 2, 3, 4, 5] as const;
/** The smallest page-view estimate either formula gives. */
export const MIN_PAGE_VIEW_ESTIMATE = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The start of the "recent" window: exactly 30 days before now, inclusive. */
export const recentSince = (now: Date) => daysBefore(now, RECENT_DAYS);

/** The start of the "new brand" window that makes a brand active: exactly 90 days before now, inclusive. */
export const activeSince = (now: Date) => daysBefore(now, ACTIVE_BRAND_DAYS);

// The SQL applies the same two rules with recentSince and activeSince as its bounds.
export const isRecent = (createdAt: Date, now: Date) => createdAt.getTime() >= recentSince(now).getTime();

export function isActiveBrand(brand: { reviewCount: number; createdAt: Date }, now: Date): boolean {
  return brand.reviewCount > 0 || brand.createdAt.getTime() >= activeSince(now).getTime();
}

export interface CatalogueSize {
  brands: number;
  reviews: number;
  products: number;
}

/** Platform analytics' total page views when none are recorded: max(150 × brands + 25 × reviews, 1000). */
export function analyticsPageViewFallback({ brands, reviews }: Omit<CatalogueSize, 'products'>): number {
  return Math.max(150 * brands + 25 * reviews, MIN_PAGE_VIEW_ESTIMATE);
}

/** The site's page views when none are recorded: max(150 × brands + 25 × reviews + 10 × products, 1000). */
export function sitePageViewEstimate({ brands, reviews, products }: CatalogueSize): number {
  return Math.max(150 * brands + 25 * reviews + 10 * products, MIN_PAGE_VIEW_ESTIMATE);
}

export interface PageViewFigure {
  pageViews: number;
  estimated: boolean;
}

/** The recorded count, or the estimate when nothing is recorded ("the server has no figure"). */
export function pageViewFigure(recorded: number, estimate: () => number): PageViewFigure {
  return recorded > 0 ? { pageViews: recorded, estimated: false } : { pageViews: estimate(), estimated: true };
}

/**
 * The mean of `count` ratings summing to `ratingSum`, rounded half up to 2 decimals (the spec's
 * rounding; screens show 1); null without ratings. Integer arithmetic keeps halves exact.
 */
export function averageRating(ratingSum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((ratingSum * 100) / count) / 100;
}

export interface RatingCount {
  rating: number;
  count: number;
}

/** Counts for ratings 1 to 5 in order, every rating present (0 when none); other ratings are left out. */
export function ratingDistribution(groups: readonly RatingCount[]): RatingCount[] {
  return RATINGS.map((rating) => ({
    rating,
    count: groups.filter((g) => g.rating === rating).reduce((n, g) => n + g.count, 0),
  }));
}

export const MAX_PAGE_VIEW_PATH_LENGTH = 500;

/** The path part of a page address as recorded for analytics: starts with '/', no query or fragment; null if unusable. */
export function pageViewPath(path: string): string | null {
  const withoutQuery = path.trim().split(/[?#]/, 1)[0] ?? '';
  if (!withoutQuery.startsWith('/') || withoutQuery.startsWith('//') || withoutQuery.length > MAX_PAGE_VIEW_PATH_LENGTH)
    return null;
  return withoutQuery;
}
