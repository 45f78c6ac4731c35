import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

type Who = 'superAdmin' | 'admin' | 'brandAdmin' | 'shopper';
const ROLE_OF: Record<Who, string> = {
  superAdmin: 'super_admin',
  admin: 'admin',
  brandAdmin: 'brand_admin',
  shopper: 'user',
};
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  server = await startTestServer();
  const config = await webClient(server.url);
  for (const who of Object.keys(ROLE_OF) as Who[]) {
    const user = SEED_USERS.find((u) => u.role === ROLE_OF[who])!;
    tokens[who] = (await signInWithPassword(server.url, config, user.email, user.password)).tokens.access_token;
  }
  // Brands without reviews either side of the 30- and 90-day lines.
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  await server.db.prisma.brand.createMany({
    data: [29, 31, 89, 91].map((days) => ({
      name: `Analytics ${days}d`,
      category: 'Bridal',
      createdAt: ago(days),
      isVerified: days === 29,
    })),
  });
});
afterAll(async () => {
  await server?.close();
});

const prisma = () => server.db.prisma;
const gql = (query: string, who?: Who) => server.graphql(query, {}, who ? bearer(tokens[who]) : {});
const codes = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);
const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((e) => e.message);

const PLATFORM = `{ platformAnalytics {
  totalBrands verifiedBrands activeBrands recentBrands totalReviews recentReviews totalProducts totalPageViews pageViewsEstimated
  averageRating reviewDistribution { rating count } topBrands { brand { databaseId } name rating reviewCount }
} }`;
const PAGE_VIEWS = '{ pageViewTotal { pageViews estimated } }';

/** The platform figures worked out in the test from the rows themselves. */
async function expectedPlatform(now: Date) {
  const brands = await prisma().brand.findMany({ select: { id: true, name: true, isVerified: true, createdAt: true } });
  const reviews = await prisma().review.findMany({ select: { brandId: true, rating: true, createdAt: true } });
  const reviewed = new Set(reviews.map((r) => r.brandId));
  const within = (date: Date, days: number) => date.getTime() >= now.getTime() - days * DAY;
  const ratingSum = reviews.reduce((n, r) => n + r.rating, 0);
  const perBrand = brands
    .map((b) => {
      const own = reviews.filter((r) => r.brandId === b.id);
      const rating = Math.round((own.reduce((n, r) => n + r.rating, 0) * 100) / own.length) / 100;
      return { brand: { databaseId: b.id }, name: b.name, rating, reviewCount: own.length };
    })
    .filter((b) => b.reviewCount > 0);
  const score = (b: { rating: number; reviewCount: number }) => b.rating * Math.log(b.reviewCount + 1);
  const top = perBrand
    .sort((a, b) => score(b) - score(a) || b.reviewCount - a.reviewCount || (a.name < b.name ? -1 : 1))
    .slice(0, 5);
  return {
    totalBrands: brands.length,
    verifiedBrands: brands.filter((b) => b.isVerified).length,
    activeBrands: brands.filter((b) => reviewed.has(b.id) || within(b.createdAt, 90)).length,
    recentBrands: brands.filter((b) => within(b.createdAt, 30)).length,
    totalReviews: reviews.length,
    recentReviews: reviews.filter((r) => within(r.createdAt, 30)).length,
    totalProducts: await prisma().product.count(),
    totalPageViews: await prisma().pageView.count(),
    pageViewsEstimated: false,
    averageRating: reviews.length ? Math.round((ratingSum * 100) / reviews.length) / 100 : null,
    reviewDistribution: [1, 2, 3, 4, 5].map((rating) => ({
      rating,
      count: reviews.filter((r) => r.rating === rating).length,
    })),
    topBrands: top,
  };
}

async function statementsFor(query: string, who: Who) {
  const before = server.db.statements.count;
  await gql('{ __typename }', who);
  const signedIn = server.db.statements.count - before;
  const start = server.db.statements.count;
  const { body } = await gql(query, who);
  expect(body.errors).toBeUndefined();
  return server.db.statements.count - start - signedIn;
}

describe('platformAnalytics', () => {
  it('matches the figures worked out from the rows, for a super admin and an admin', async () => {
    for (const who of ['superAdmin', 'admin'] as const) {
      const expected = await expectedPlatform(new Date());
      const { body } = await gql(PLATFORM, who);
      expect(body.errors).toBeUndefined();
      expect(body.data.platformAnalytics).toEqual(expected);
    }
  });

  it('has data to test against: recorded views, reviews of every kind, brands on both sides of each line', async () => {
    const { body } = await gql(PLATFORM, 'superAdmin');
    const a = body.data.platformAnalytics;
    expect(a.totalPageViews).toBeGreaterThan(0);
    expect(a.topBrands).toHaveLength(5);
    expect(a.activeBrands).toBeLessThan(a.totalBrands);
    expect(a.recentBrands).toBeGreaterThan(0);
    expect(a.recentBrands).toBeLessThan(a.activeBrands);
    expect(a.reviewDistribution.map((d: { rating: number }) => d.rating)).toEqual([1, 2, 3, 4, 5]);
  });

  it('costs five grouped statements, and one more for all the top brands when Brand fields are asked for', async () => {
    expect(await statementsFor(PLATFORM.replace('brand { databaseId } ', ''), 'superAdmin')).toBe(5);
    expect(await statementsFor(PLATFORM, 'superAdmin')).toBe(6);
  });

  it('refuses signed-out visitors, ordinary users and brand admins with the spec texts and no data', async () => {
    const signedOut = (await gql(PLATFORM)).body;
    expect(codes(signedOut)).toEqual(['UNAUTHENTICATED']);
    expect(messages(signedOut)).toEqual(['Please log in to access analytics data']);
    expect(signedOut.data).toBeNull();
    for (const who of ['shopper', 'brandAdmin'] as const) {
      const { body } = await gql(PLATFORM, who);
      expect(codes(body)).toEqual(['FORBIDDEN']);
      expect(messages(body)).toEqual([
        "You don't have permission to view analytics data. Please log in with an admin account.",
      ]);
      expect(body.data).toBeNull();
    }
  });
});

describe('pageViewTotal', () => {
  it('answers the recorded count to admins in one statement', async () => {
    for (const who of ['superAdmin', 'admin'] as const) {
      const { body } = await gql(PAGE_VIEWS, who);
      expect(body.data.pageViewTotal).toEqual({ pageViews: await prisma().pageView.count(), estimated: false });
    }
    expect(await statementsFor(PAGE_VIEWS, 'admin')).toBe(1);
  });

  it('refuses everyone else', async () => {
    expect(codes((await gql(PAGE_VIEWS)).body)).toEqual(['UNAUTHENTICATED']);
    expect(codes((await gql(PAGE_VIEWS, 'shopper')).body)).toEqual(['FORBIDDEN']);
    expect(codes((await gql(PAGE_VIEWS, 'brandAdmin')).body)).toEqual(['FORBIDDEN']);
  });
});

// Last: it deletes the recorded page views.
describe('without recorded page views', () => {
  it('estimates them with the spec formulas and says so', async () => {
    await prisma().pageView.deleteMany({});
    const [brands, reviews, products] = await Promise.all([
      prisma().brand.count(),
      prisma().review.count(),
      prisma().product.count(),
    ]);

    const platform = (await gql(PLATFORM, 'superAdmin')).body.data.platformAnalytics;
    expect(platform.totalPageViews).toBe(Math.max(150 * brands + 25 * reviews, 1000));
    expect(platform.pageViewsEstimated).toBe(true);
    expect(platform).toEqual({
      ...(await expectedPlatform(new Date())),
      totalPageViews: Math.max(150 * brands + 25 * reviews, 1000),
      pageViewsEstimated: true,
    });

    const site = (await gql(PAGE_VIEWS, 'admin')).body.data.pageViewTotal;
    expect(site).toEqual({ pageViews: Math.max(150 * brands + 25 * reviews + 10 * products, 1000), estimated: true });
    expect(await statementsFor(PAGE_VIEWS, 'admin')).toBe(2);
  });
});
