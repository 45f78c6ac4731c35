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
const SIGN_IN = 'Please log in to access analytics data';
const NO_ACCESS = "You don't have permission to view analytics data. Please log in with an admin account.";

let server: TestServer;
const tokens = {} as Record<Who, string>;
let otherBrandId: string;

beforeAll(async () => {
  server = await startTestServer();
  const config = await webClient(server.url);
  for (const who of Object.keys(ROLE_OF) as Who[]) {
    const user = SEED_USERS.find((u) => u.role === ROLE_OF[who])!;
    tokens[who] = (await signInWithPassword(server.url, config, user.email, user.password)).tokens.access_token;
  }
  otherBrandId = (
    await server.db.prisma.brand.findFirstOrThrow({
      where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] } },
      orderBy: { name: 'asc' },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
});

const prisma = () => server.db.prisma;

async function get(path: string, who?: Who | { authorization: string }) {
  const headers = typeof who === 'string' ? bearer(tokens[who]) : (who ?? {});
  const res = await fetch(`${server.url}${path}`, { headers });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as any };
}

const BRAND_KEYS = ['averageRating', 'id', 'name', 'pageViews', 'products', 'recentReviews', 'reviews'];
const TOTAL_KEYS = [
  'averageRating',
  'brands',
  'recentReviews',
  'totalBrands',
  'totalPageViews',
  'totalProducts',
  'totalReviews',
];

describe('GET /api/admin/brand-analytics', () => {
  it("answers a brand admin's own brands as the camelCase object, never cached", async () => {
    const ids = [...BRAND_ADMIN_BRAND_IDS];
    const { status, cacheControl, body } = await get(
      `/api/admin/brand-analytics?brand_ids=${ids.join(',')}&_t=${Date.now()}`,
      'brandAdmin',
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-store');
    expect(Object.keys(body).sort()).toEqual(TOTAL_KEYS);
    expect(Object.keys(body.brands[0]).sort()).toEqual(BRAND_KEYS);
    expect(body.brands.map((b: { id: string }) => b.id).sort()).toEqual(ids.sort());
    expect(body.totalBrands).toBe(ids.length);
    expect(body.totalProducts).toBe(await prisma().product.count({ where: { brandId: { in: ids } } }));
    expect(body.totalReviews).toBe(await prisma().review.count({ where: { brandId: { in: ids } } }));
    expect(body.totalPageViews).toBe(await prisma().pageView.count({ where: { brandId: { in: ids } } }));
    const ratings = await prisma().review.aggregate({
      where: { brandId: { in: ids } },
      _sum: { rating: true },
      _count: true,
    });
    expect(body.averageRating).toBe(Math.round(((ratings._sum.rating ?? 0) * 100) / ratings._count) / 100);
    for (const brand of body.brands) {
      expect(brand.products).toBe(await prisma().product.count({ where: { brandId: brand.id } }));
      expect(brand.reviews).toBe(await prisma().review.count({ where: { brandId: brand.id } }));
      expect(brand.name).toBe((await prisma().brand.findUniqueOrThrow({ where: { id: brand.id } })).name);
    }
  });

  it('treats a missing or empty brand_ids as all the brand admin owns, and accepts global ids', async () => {
    const all = (await get('/api/admin/brand-analytics', 'brandAdmin')).body;
    expect((await get('/api/admin/brand-analytics?brand_ids=', 'brandAdmin')).body).toEqual(all);
    const globalIds = BRAND_ADMIN_BRAND_IDS.map((id) => encodeGlobalID('Brand', id)).join(',');
    expect(
      (await get(`/api/admin/brand-analytics?brand_ids=${encodeURIComponent(globalIds)}`, 'brandAdmin')).body,
    ).toEqual(all);
    expect(all.totalBrands).toBe(BRAND_ADMIN_BRAND_IDS.length);
  });

  it('refuses another brand to a brand admin, and every brand to an ordinary user: 403', async () => {
    for (const [who, ids] of [
      ['brandAdmin', `${BRAND_ADMIN_BRAND_IDS[0]},${otherBrandId}`],
      ['shopper', otherBrandId],
      ['shopper', ''],
    ] as const) {
      const { status, cacheControl, body } = await get(`/api/admin/brand-analytics?brand_ids=${ids}`, who);
      expect(status, `${who} ${ids}`).toBe(403);
      expect(cacheControl).toBe('no-store');
      expect(body).toEqual({ error: NO_ACCESS });
    }
  });

  it('answers 401 signed out or with a bad token', async () => {
    expect(await get(`/api/admin/brand-analytics?brand_ids=${otherBrandId}`)).toMatchObject({
      status: 401,
      body: { error: SIGN_IN },
    });
    expect((await get('/api/admin/brand-analytics', { authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('answers 400 for a malformed id and 404 for an id with no brand', async () => {
    expect(await get('/api/admin/brand-analytics?brand_ids=abc', 'admin')).toMatchObject({
      status: 400,
      body: { error: 'Not a brand id: abc', fieldErrors: { brand_ids: 'Not a brand id: abc' } },
    });
    expect(
      await get('/api/admin/brand-analytics?brand_ids=00000000-0000-4000-8000-000000000000', 'superAdmin'),
    ).toMatchObject({ status: 404, body: { error: 'Brand not found' } });
  });

  it('answers any brand, and every brand without ids, to admins', async () => {
    const one = await get(`/api/admin/brand-analytics?brand_ids=${otherBrandId}`, 'admin');
    expect(one.status).toBe(200);
    expect(one.body.brands.map((b: { id: string }) => b.id)).toEqual([otherBrandId]);
    const every = await get('/api/admin/brand-analytics', 'superAdmin');
    expect(every.body.totalBrands).toBe(await prisma().brand.count());
    expect(every.body.totalReviews).toBe(await prisma().review.count());
  });
});

describe('GET /api/analytics/pageviews', () => {
  it('answers the recorded count to admins, never cached', async () => {
    for (const who of ['superAdmin', 'admin'] as const) {
      const { status, cacheControl, body } = await get(`/api/analytics/pageviews?_t=${Date.now()}`, who);
      expect(status).toBe(200);
      expect(cacheControl).toBe('no-store');
      expect(body).toEqual({ pageViews: await prisma().pageView.count(), estimated: false });
    }
  });

  it('answers 401 signed out and 403 to brand admins and ordinary users', async () => {
    expect(await get('/api/analytics/pageviews')).toMatchObject({ status: 401, body: { error: SIGN_IN } });
    expect(await get('/api/analytics/pageviews', 'brandAdmin')).toMatchObject({
      status: 403,
      body: { error: NO_ACCESS },
    });
    expect(await get('/api/analytics/pageviews', 'shopper')).toMatchObject({ status: 403, body: { error: NO_ACCESS } });
  });

  // Last: it deletes the recorded page views.
  it('estimates max(150 × brands + 25 × reviews + 10 × products, 1000) when none are recorded', async () => {
    await prisma().pageView.deleteMany({});
    const [brands, reviews, products] = await Promise.all([
      prisma().brand.count(),
      prisma().review.count(),
      prisma().product.count(),
    ]);
    const { status, body } = await get('/api/analytics/pageviews', 'superAdmin');
    expect(status).toBe(200);
    expect(body).toEqual({ pageViews: Math.max(150 * brands + 25 * reviews + 10 * products, 1000), estimated: true });
    expect((await get('/api/admin/brand-analytics', 'brandAdmin')).body.totalPageViews).toBe(0);
  });
});
