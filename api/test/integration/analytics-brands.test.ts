import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

type Who = 'superAdmin' | 'admin' | 'brandAdmin' | 'shopper';
const ROLE_OF: Record<Who, string> = {
  superAdmin: 'super_admin',
  admin: 'admin',
  brandAdmin: 'brand_admin',
  shopper: 'user',
};
const DAY = 24 * 60 * 60 * 1000;
const NO_ACCESS = "You don't have permission to view analytics data. Please log in with an admin account.";

let server: TestServer;
const tokens = {} as Record<Who, string>;
let otherBrandIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  const config = await webClient(server.url);
  for (const who of Object.keys(ROLE_OF) as Who[]) {
    const user = SEED_USERS.find((u) => u.role === ROLE_OF[who])!;
    tokens[who] = (await signInWithPassword(server.url, config, user.email, user.password)).tokens.access_token;
  }
  const others = await server.db.prisma.brand.findMany({
    where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] }, reviews: { some: {} } },
    orderBy: { name: 'asc' },
    take: 3,
  });
  otherBrandIds = others.map((b) => b.id);
});
afterAll(async () => {
  await server?.close();
});

const prisma = () => server.db.prisma;
const gql = (query: string, variables: Record<string, unknown>, who?: Who) =>
  server.graphql(query, variables, who ? bearer(tokens[who]) : {});
const codes = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);
const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((e) => e.message);

const BRAND_ANALYTICS = `query($brandIds: [ID!]) { brandAnalytics(brandIds: $brandIds) {
  totalBrands totalProducts totalReviews recentReviews averageRating totalPageViews
  brands { name products reviews recentReviews averageRating pageViews }
} }`;

const rounded = (sum: number, count: number) => (count ? Math.round((sum * 100) / count) / 100 : null);

/** The figures for these brands (all brands when null) worked out in the test from the rows. */
async function expectedFor(ids: readonly string[] | null, now = new Date()) {
  const where = ids ? { id: { in: [...ids] } } : {};
  const brands = await prisma().brand.findMany({
    where,
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  const reviews = await prisma().review.findMany({
    where: { brand: where },
    select: { brandId: true, rating: true, createdAt: true },
  });
  const products = await prisma().product.groupBy({ by: ['brandId'], where: { brand: where }, _count: { _all: true } });
  const views = await prisma().pageView.groupBy({ by: ['brandId'], where: { brand: where }, _count: { _all: true } });
  const recent = (r: { createdAt: Date }) => r.createdAt.getTime() >= now.getTime() - 30 * DAY;
  const rows = brands.map((b) => {
    const own = reviews.filter((r) => r.brandId === b.id);
    return {
      name: b.name,
      products: products.find((p) => p.brandId === b.id)?._count._all ?? 0,
      reviews: own.length,
      recentReviews: own.filter(recent).length,
      averageRating: rounded(
        own.reduce((n, r) => n + r.rating, 0),
        own.length,
      ),
      pageViews: views.find((v) => v.brandId === b.id)?._count._all ?? 0,
    };
  });
  return {
    totalBrands: rows.length,
    totalProducts: rows.reduce((n, r) => n + r.products, 0),
    totalReviews: reviews.length,
    recentReviews: reviews.filter(recent).length,
    averageRating: rounded(
      reviews.reduce((n, r) => n + r.rating, 0),
      reviews.length,
    ),
    totalPageViews: rows.reduce((n, r) => n + r.pageViews, 0),
    brands: rows,
  };
}

async function analytics(brandIds: string[] | null, who: Who) {
  const { body } = await gql(BRAND_ANALYTICS, brandIds ? { brandIds } : {}, who);
  expect(body.errors).toBeUndefined();
  return body.data.brandAnalytics;
}

describe('brandAnalytics for a brand admin', () => {
  it('covers the brands they own when no ids are given, matching the figures from the rows', async () => {
    const figures = await analytics(null, 'brandAdmin');
    expect(figures).toEqual(await expectedFor(BRAND_ADMIN_BRAND_IDS));
    expect(figures.totalBrands).toBe(BRAND_ADMIN_BRAND_IDS.length);
    expect(figures.totalPageViews).toBeGreaterThan(0);
    expect(await analytics([], 'brandAdmin')).toEqual(figures);
  });

  it('answers for one owned brand, by row id or global id', async () => {
    const [own] = BRAND_ADMIN_BRAND_IDS;
    const expected = await expectedFor([own!]);
    expect(await analytics([own!], 'brandAdmin')).toEqual(expected);
    expect(await analytics([encodeGlobalID('Brand', own!)], 'brandAdmin')).toEqual(expected);
  });

  it("refuses another brand's figures, alone or next to an owned brand, with no data", async () => {
    for (const brandIds of [[otherBrandIds[0]], [BRAND_ADMIN_BRAND_IDS[0], otherBrandIds[0]]]) {
      const { body } = await gql(BRAND_ANALYTICS, { brandIds }, 'brandAdmin');
      expect(codes(body)).toEqual(['FORBIDDEN']);
      expect(messages(body)).toEqual([NO_ACCESS]);
      expect(body.data).toBeNull();
    }
  });

  it('counts a page view recorded for one of their brands', async () => {
    const [own] = BRAND_ADMIN_BRAND_IDS;
    const before = await analytics([own!], 'brandAdmin');
    const recorded = await gql(
      'mutation($brandId: ID) { recordPageView(path: "/brand/x", brandId: $brandId) }',
      { brandId: own },
      undefined,
    );
    expect(recorded.body.data.recordPageView).toBe(true);
    const after = await analytics([own!], 'brandAdmin');
    expect(after.totalPageViews).toBe(before.totalPageViews + 1);
    expect(after.brands[0].pageViews).toBe(before.brands[0].pageViews + 1);
  });
});

describe('brandAnalytics for super admins and admins', () => {
  it('answers for any brands, and for every brand when no ids are given', async () => {
    for (const who of ['superAdmin', 'admin'] as const) {
      expect(await analytics(otherBrandIds, who)).toEqual(await expectedFor(otherBrandIds));
      expect(await analytics(null, who)).toEqual(await expectedFor(null));
    }
  });

  it("answers 'Brand not found' for an id with no brand, and bad input for a malformed id", async () => {
    const missing = (
      await gql(BRAND_ANALYTICS, { brandIds: [otherBrandIds[0], '00000000-0000-4000-8000-000000000000'] }, 'admin')
    ).body;
    expect(codes(missing)).toEqual(['NOT_FOUND']);
    expect(messages(missing)).toEqual(['Brand not found']);
    const malformed = (await gql(BRAND_ANALYTICS, { brandIds: ['not-an-id'] }, 'superAdmin')).body;
    expect(codes(malformed)).toEqual(['BAD_USER_INPUT']);
    expect(malformed.errors?.[0]?.extensions?.fieldErrors).toEqual({ brandIds: 'Not a brand id: not-an-id' });
  });

  it('costs one statement for any number of brands', async () => {
    const statements = async (brandIds: string[] | null) => {
      const before = server.db.statements.count;
      await gql('{ __typename }', {}, 'admin');
      const signedIn = server.db.statements.count - before;
      const start = server.db.statements.count;
      await analytics(brandIds, 'admin');
      return server.db.statements.count - start - signedIn;
    };
    expect(await statements(otherBrandIds.slice(0, 1))).toBe(1);
    expect(await statements(otherBrandIds)).toBe(1);
    expect(await statements(null)).toBe(1);
  });
});

describe('brandAnalytics for everyone else', () => {
  it('refuses signed-out visitors and ordinary users with the spec texts', async () => {
    const signedOut = (await gql(BRAND_ANALYTICS, {})).body;
    expect(codes(signedOut)).toEqual(['UNAUTHENTICATED']);
    expect(messages(signedOut)).toEqual(['Please log in to access analytics data']);
    const shopper = (await gql(BRAND_ANALYTICS, { brandIds: [otherBrandIds[0]] }, 'shopper')).body;
    expect(codes(shopper)).toEqual(['FORBIDDEN']);
    expect(messages(shopper)).toEqual([NO_ACCESS]);
    expect(shopper.data).toBeNull();
  });
});
