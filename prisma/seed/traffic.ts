import type { Prisma } from '../../api/src/generated/prisma/client.js';
import type { BrandPlan, BrandRating } from './brands.js';
import type { CollectionPlan, ProductPlan } from './catalogue.js';
import type { SeedClock } from './clock.js';
import { rngFor } from './random.js';

const SITE_PAGES = [
  '/',
  '/',
  '/',
  '/directory',
  '/directory',
  '/collections',
  '/tailors',
  '/about',
  '/how-it-works',
  '/join',
  '/faq',
];

/**
 * Page views over the last 60 days: mostly brand, product and collection pages, weighted towards
 * well-reviewed, verified brands and towards recent days.
 */
export function planPageViews(
  brands: readonly BrandPlan[],
  ratings: ReadonlyMap<string, BrandRating>,
  collections: readonly CollectionPlan[],
  products: readonly ProductPlan[],
  clock: SeedClock,
  total = 480,
): Prisma.PageViewCreateManyInput[] {
  const rng = rngFor('page-views');
  const weights = brands.map(
    (b) => [b, (1 + (ratings.get(b.id)?.reviewCount ?? 0)) * (b.isVerified ? 1.6 : 1)] as const,
  );
  const rows: Prisma.PageViewCreateManyInput[] = [];
  for (let i = 0; i < total; i++) {
    const ageDays = 60 * Math.pow(rng.float(), 1.4);
    const viewedAt = clock.daysAgo(ageDays);
    if (rng.chance(0.12)) {
      rows.push({ path: rng.pick(SITE_PAGES), brandId: null, createdAt: viewedAt });
      continue;
    }
    const brand = rng.weighted(weights);
    // A brand that joined after the moment picked gets the view at some point since it joined.
    const createdAt =
      viewedAt.getTime() >= brand.createdAt.getTime() ? viewedAt : clock.randomAfter(brand.createdAt, rng);
    const roll = rng.float();
    const own = <T extends { brandId: string }>(list: readonly T[]) => list.filter((x) => x.brandId === brand.id);
    const brandProducts = own(products);
    const brandCollections = own(collections);
    const path =
      roll < 0.6 || (!brandProducts.length && !brandCollections.length)
        ? `/brand/${brand.id}`
        : roll < 0.85 && brandProducts.length
          ? `/product/${rng.pick(brandProducts).id}`
          : brandCollections.length
            ? `/collection/${rng.pick(brandCollections).id}`
            : `/brand/${brand.id}`;
    rows.push({ path, brandId: brand.id, createdAt });
  }
  return rows;
}
