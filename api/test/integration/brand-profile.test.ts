import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const BRAND = /* GraphQL */ `
  query Brand($id: ID!) {
    brand(id: $id) {
      id
      databaseId
      name
      city
      location
      priceRange
      whatsapp
      reviewCount
      rating
      images {
        storagePath
        displayOrder
      }
      collections(first: 10) {
        totalCount
        edges {
          node {
            id
            title
            brand {
              id
            }
            images {
              imageUrl
              displayOrder
            }
          }
        }
      }
      products(first: 50) {
        totalCount
        edges {
          node {
            id
            title
            price
            salePrice
            onSale
            serviceType
            brand {
              id
            }
          }
        }
      }
      reviews(first: 50) {
        totalCount
        edges {
          node {
            id
            author
            rating
            comment
            date
            replies {
              adminName
              replyText
              edited
            }
          }
        }
      }
    }
  }
`;

async function aBrandWithReviewsAndReplies() {
  const review = await server.db.prisma.review.findFirstOrThrow({ where: { replies: { some: {} } } });
  return server.db.prisma.brand.findUniqueOrThrow({ where: { id: review.brandId } });
}

describe('brand profile', () => {
  it('answers by global id and by row id alike, with its collections, products and reviews', async () => {
    const row = await aBrandWithReviewsAndReplies();
    const byRow = (await server.graphql(BRAND, { id: row.id })).body;
    expect(byRow.errors).toBeUndefined();
    const brand = byRow.data.brand;
    expect(brand.databaseId).toBe(row.id);
    expect(brand.name).toBe(row.name);
    const byGlobal = (await server.graphql(BRAND, { id: brand.id })).body;
    expect(byGlobal.data.brand.databaseId).toBe(row.id);

    expect(brand.city).toBe(row.location.split(',')[0]!.trim());
    expect(brand.collections.totalCount).toBe(await server.db.prisma.catalogue.count({ where: { brandId: row.id } }));
    for (const { node } of brand.collections.edges) expect(node.brand.id).toBe(brand.id);
    expect(brand.products.totalCount).toBe(await server.db.prisma.product.count({ where: { brandId: row.id } }));
    expect(brand.reviews.totalCount).toBe(await server.db.prisma.review.count({ where: { brandId: row.id } }));
    expect(brand.reviews.edges.some((e: any) => e.node.replies.length > 0)).toBe(true);
    for (const { node } of brand.reviews.edges) expect(node.rating).toBeGreaterThanOrEqual(1);
  });

  it('returns null for ids that are not brands', async () => {
    const product = await server.db.prisma.product.findFirstOrThrow();
    const productGlobalId = Buffer.from(`Product:${product.id}`).toString('base64');
    for (const id of ['not-a-real-id', '00000000-0000-4000-8000-000000000000', productGlobalId, '']) {
      const { body } = await server.graphql(BRAND, { id });
      expect(body.errors).toBeUndefined();
      expect(body.data.brand).toBeNull();
    }
  });

  it('resolves nodes by global id', async () => {
    const row = await server.db.prisma.brand.findFirstOrThrow();
    const id = Buffer.from(`Brand:${row.id}`).toString('base64');
    const { body } = await server.graphql('query($id: ID!) { node(id: $id) { __typename id ... on Brand { name } } }', {
      id,
    });
    expect(body.data.node).toEqual({ __typename: 'Brand', id, name: row.name });
  });

  it('hides the price of portfolio items and flags sale items', async () => {
    const portfolio = await server.db.prisma.product.findFirstOrThrow({ where: { serviceType: 'portfolio' } });
    const sale = await server.db.prisma.product.findFirstOrThrow({ where: { salePrice: { not: null } } });
    const q = 'query($id: ID!) { product(id: $id) { price salePrice onSale serviceType } }';
    expect((await server.graphql(q, { id: portfolio.id })).body.data.product).toMatchObject({
      price: null,
      serviceType: 'portfolio',
    });
    const s = (await server.graphql(q, { id: sale.id })).body.data.product;
    expect(s.onSale).toBe(true);
    expect(s.salePrice).toBeLessThan(s.price);
  });

  it('shows a placeholder price range as the explore text and drops invalid WhatsApp numbers', async () => {
    const row = await server.db.prisma.brand.findFirstOrThrow();
    await server.db.prisma.brand.update({ where: { id: row.id }, data: { priceRange: '$50 - $50', whatsapp: '12' } });
    const { body } = await server.graphql(BRAND, { id: row.id });
    expect(body.data.brand.priceRange).toBe('Explore brand for prices');
    expect(body.data.brand.whatsapp).toBeNull();
  });
});
