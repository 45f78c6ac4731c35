import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { restClient } from '../support/rest-client.js';

let server: TestServer;
let rest: ReturnType<typeof restClient>;
let shopperToken: string;
let shopperId: string;

beforeAll(async () => {
  server = await startTestServer();
  rest = restClient(server);
  const { tokens } = await signInWithPassword(
    server.url,
    await webClient(server.url),
    'shopper@adire.example',
    'Adire-Shopper-2026!',
  );
  shopperToken = tokens.access_token;
  shopperId = (await server.db.prisma.user.findUniqueOrThrow({ where: { email: 'shopper@adire.example' } })).id;
});
afterAll(async () => {
  await server?.close();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/reviews', () => {
  it('stores the review for the signed-in user and updates the brand rating and count together', async () => {
    const brand = await server.db.prisma.brand.findFirstOrThrow({ orderBy: { name: 'asc' } });
    const before = await server.db.prisma.review.findMany({ where: { brandId: brand.id } });
    const { status, body } = await rest.post(
      '/api/reviews',
      {
        brandId: brand.id,
        author: ' Ayo Adeyemi ',
        comment: 'Beautiful tailoring, arrived on time.',
        rating: 4,
        userId: 'someone-else',
        date: today(),
      },
      bearer(shopperToken),
    );
    expect(status).toBe(201);
    expect(Object.keys(body)).toEqual(['review']);
    expect(body.review).toMatchObject({
      author: 'Ayo Adeyemi',
      comment: 'Beautiful tailoring, arrived on time.',
      rating: 4,
      date: today(),
      replies: [],
    });
    expect(Object.keys(body.review).sort()).toEqual([
      'author',
      'brand_id',
      'comment',
      'created_at',
      'date',
      'id',
      'rating',
      'replies',
    ]);

    const stored = await server.db.prisma.review.findFirstOrThrow({
      where: { brandId: brand.id, author: 'Ayo Adeyemi' },
    });
    expect(stored.userId).toBe(shopperId);
    const ratings = [...before.map((r) => r.rating), 4];
    const updated = await server.db.prisma.brand.findUniqueOrThrow({ where: { id: brand.id } });
    expect(updated.reviewCount).toBe(ratings.length);
    expect(updated.rating).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2);

    const { body: list } = await rest.get(`/api/reviews?brandId=${brand.id}`);
    expect(list.reviews[0].id).toBe(body.review.id);
  });

  it("answers the spec's messages for bad input and writes nothing", async () => {
    const brand = await server.db.prisma.brand.findFirstOrThrow();
    const count = await server.db.prisma.review.count();
    const { status, body } = await rest.post(
      '/api/reviews',
      { brandId: brand.id, author: ' ', comment: '', rating: 0, userId: null, date: today() },
      bearer(shopperToken),
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Please select a rating');
    expect(body.fieldErrors).toEqual({
      rating: 'Please select a rating',
      author: 'Please enter your name',
      comment: 'Please enter your review',
    });
    expect(
      (
        await rest.post(
          '/api/reviews',
          { brandId: brand.id, author: 'A', comment: 'B', rating: 6 },
          bearer(shopperToken),
        )
      ).body.error,
    ).toBe('Please select a rating');
    expect(await server.db.prisma.review.count()).toBe(count);
  });

  it('refuses visitors, unknown brands and a missing brandId', async () => {
    const brand = await server.db.prisma.brand.findFirstOrThrow();
    expect(await rest.post('/api/reviews', { brandId: brand.id, author: 'A', comment: 'Great', rating: 5 })).toEqual({
      status: 401,
      body: { error: 'You need to be signed in to write a review.' },
    });
    expect(
      await rest.post(
        '/api/reviews',
        { brandId: '00000000-0000-4000-8000-000000000000', author: 'A', comment: 'Great', rating: 5 },
        bearer(shopperToken),
      ),
    ).toEqual({ status: 404, body: { error: 'Brand not found' } });
    expect(await rest.post('/api/reviews', { author: 'A', comment: 'Great', rating: 5 }, bearer(shopperToken))).toEqual(
      { status: 400, body: { error: 'brandId is required' } },
    );
  });
});
