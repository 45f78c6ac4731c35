import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, body: (await res.json()) as any };
};

describe('GET /api/reviews', () => {
  it('answers { reviews } in the spec shape for a brand given by the global id the API returns', async () => {
    const review = await server.db.prisma.review.findFirstOrThrow({ where: { replies: { some: {} } } });
    const { body: gql } = await server.graphql('query($id: ID!) { brand(id: $id) { id } }', { id: review.brandId });
    const globalId = gql.data.brand.id;
    const { status, body } = await get(`/api/reviews?brandId=${encodeURIComponent(globalId)}`);
    expect(status).toBe(200);
    expect(body.reviews).toHaveLength(await server.db.prisma.review.count({ where: { brandId: review.brandId } }));
    const withReply = body.reviews.find((r: any) => r.replies.length > 0);
    expect(withReply).toMatchObject({ brand_id: globalId });
    expect(Object.keys(withReply).sort()).toEqual([
      'author',
      'brand_id',
      'comment',
      'created_at',
      'date',
      'id',
      'rating',
      'replies',
    ]);
    expect(withReply.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(withReply.replies[0]).sort()).toEqual([
      'admin_name',
      'created_at',
      'id',
      'reply_text',
      'updated_at',
    ]);
    const dates = body.reviews.map((r: any) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('accepts the row id too', async () => {
    const review = await server.db.prisma.review.findFirstOrThrow();
    const { status, body } = await get(`/api/reviews?brandId=${review.brandId}`);
    expect(status).toBe(200);
    expect(body.reviews.length).toBeGreaterThan(0);
  });

  it('pages past 100 reviews', async () => {
    const brand = await server.db.prisma.brand
      .findFirstOrThrow({ where: { reviews: { none: {} } } })
      .catch(() => server.db.prisma.brand.create({ data: { name: 'No Reviews Yet', category: 'Bridal' } }));
    await server.db.prisma.review.createMany({
      data: Array.from({ length: 130 }, (_, i) => ({
        brandId: brand.id,
        author: `Reader ${i}`,
        comment: 'Lovely work and careful finishing.',
        rating: 5,
      })),
    });
    const { body } = await get(`/api/reviews?brandId=${brand.id}`);
    expect(body.reviews).toHaveLength(130);
    expect(new Set(body.reviews.map((r: any) => r.id)).size).toBe(130);
  });

  it('says what is wrong with a missing or unknown brand', async () => {
    expect(await get('/api/reviews')).toEqual({ status: 400, body: { error: 'brandId is required', reviews: [] } });
    expect(await get('/api/reviews?brandId=nope')).toEqual({
      status: 404,
      body: { error: 'Brand not found', reviews: [] },
    });
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    expect(await get('/api/no-such-route')).toEqual({ status: 404, body: { error: 'API route not found.' } });
  });
});
