import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startSecondApp, startTestServer, type TestServer } from '../support/test-server.js';

// The test server compiles queries from their first request; a second app on the same database keeps
// graphql-js for everything. Both must give the same answers with the same SQL.
let compiled: TestServer;
let plain: { url: string; close(): Promise<void> };
let brandId: string;

beforeAll(async () => {
  compiled = await startTestServer();
  plain = await startSecondApp(compiled, { GRAPHQL_COMPILE_AFTER: 'never' });
  const busiest = await compiled.db.prisma.brand.findFirstOrThrow({
    orderBy: [{ products: { _count: 'desc' } }, { id: 'asc' }],
  });
  brandId = encodeGlobalID('Brand', busiest.id);
});

afterAll(async () => {
  await plain?.close();
  await compiled?.close();
});

/** One request's status, body and SQL statements. */
async function ask(url: string, query: string, variables: Record<string, unknown> = {}) {
  const before = compiled.db.statements.count;
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json(), statements: compiled.db.statements.count - before };
}

/** The same request to both apps, twice each (the second run of a document is the steady state). */
async function both(query: string, variables: Record<string, unknown> = {}) {
  await ask(plain.url, query, variables);
  await ask(compiled.url, query, variables);
  return { plain: await ask(plain.url, query, variables), compiled: await ask(compiled.url, query, variables) };
}

const DIRECTORY = /* GraphQL */ `
  query Directory($first: Int!) {
    brands(first: $first) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
          city
          rating
          primaryImage {
            url
            srcSet
          }
          collections(first: 3) {
            edges {
              node {
                id
                title
              }
            }
          }
        }
      }
    }
  }
`;

// Nested lists whose fields carry their own selections: the plan of each must be found again
// beneath its parent, or the rows are loaded a second time.
const BRAND_PAGE = /* GraphQL */ `
  query BrandPage($id: ID!) {
    node(id: $id) {
      __typename
      ... on Brand {
        name
        description
        longDescription
        collections(first: 6) {
          totalCount
          edges {
            node {
              id
              title
              description
            }
          }
        }
        products(first: 12) {
          totalCount
          edges {
            node {
              id
              title
              price
              images
            }
          }
        }
        reviews(first: 5) {
          edges {
            node {
              id
              rating
              comment
            }
          }
        }
      }
    }
  }
`;

describe('compiled queries', () => {
  it('answer a directory page as graphql-js does, with the same statements', async () => {
    const { plain, compiled } = await both(DIRECTORY, { first: 20 });
    expect(compiled.body.errors).toBeUndefined();
    expect(compiled.body.data.brands.edges).toHaveLength(20);
    expect(compiled).toEqual(plain);
  });

  it('find nested plans beneath an abstract node, so a brand page is still one statement', async () => {
    const { plain, compiled } = await both(BRAND_PAGE, { id: brandId });
    expect(compiled.body.data.node.products.edges.length).toBeGreaterThan(0);
    expect(compiled.statements).toBe(1);
    expect(compiled).toEqual(plain);
  });

  it("report a field's refusal with its code, path and location, as graphql-js does", async () => {
    const query = /* GraphQL */ `
      query Refused {
        brands(first: 1) {
          totalCount
        }
        leads(first: 1) {
          totalCount
        }
      }
    `;
    const { plain, compiled } = await both(query);
    expect(compiled.body.errors?.[0]).toMatchObject({
      path: ['leads'],
      locations: [{ line: 6, column: 9 }],
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(compiled).toEqual(plain);
  });

  it("leave variables that do not coerce to graphql-js's own answer", async () => {
    const { plain, compiled } = await both(DIRECTORY, { first: 'twenty' });
    expect(compiled.status).toBe(400);
    expect(compiled).toEqual(plain);
  });
});
