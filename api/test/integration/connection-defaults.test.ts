import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface Counted {
  totalCount: number;
  edges: unknown[];
}

const WITHOUT_FIRST = /* GraphQL */ `
  query ListsWithoutFirst {
    brands {
      totalCount
      edges {
        cursor
      }
    }
    collections {
      totalCount
      edges {
        cursor
      }
    }
    products {
      totalCount
      edges {
        cursor
      }
    }
  }
`;

const TOO_MANY = /* GraphQL */ `
  query TooMany {
    collections(first: 500) {
      totalCount
      edges {
        cursor
      }
    }
  }
`;

describe('list sizes (public-site.md, section 9)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 50 brands, 20 collections and 20 products when first is not given', async () => {
    const { body } = await server.graphql<{ brands: Counted; collections: Counted; products: Counted }>(WITHOUT_FIRST);
    expect(body.errors).toBeUndefined();
    const { brands, collections, products } = body.data!;
    expect(brands.totalCount).toBeGreaterThan(20);
    expect(brands.edges).toHaveLength(Math.min(brands.totalCount, 50));
    expect(collections.totalCount).toBeGreaterThan(20);
    expect(collections.edges).toHaveLength(20);
    expect(products.totalCount).toBeGreaterThan(20);
    expect(products.edges).toHaveLength(20);
  });

  it('answers at most 100 when first asks for more', async () => {
    const { body } = await server.graphql<{ collections: Counted }>(TOO_MANY);
    expect(body.errors).toBeUndefined();
    expect(body.data!.collections.totalCount).toBeGreaterThan(100);
    expect(body.data!.collections.edges).toHaveLength(100);
  });
});
