import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const BRANDS = /* GraphQL */ `
  query Brands($first: Int, $after: String) {
    brands(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
        }
      }
    }
  }
`;

interface BrandsPage {
  brands: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: unknown[] };
}

/** The page, and the SQL statements it took. */
async function brands(variables: Record<string, unknown>) {
  const before = server.db.statements.count;
  const { status, body } = await server.graphql<BrandsPage>(BRANDS, variables);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return { page: body.data!.brands, statements: server.db.statements.count - before };
}

describe('totalCount of a list', () => {
  it('is the page itself when the first page holds every row: one statement, no count', async () => {
    const all = await server.db.prisma.brand.count();
    expect(all).toBeLessThan(100);
    const { page, statements } = await brands({ first: 100 });
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(page.edges).toHaveLength(all);
    expect(page.totalCount).toBe(all);
    expect(statements).toBe(1);
  });

  it('is counted when there are more rows than the page', async () => {
    const all = await server.db.prisma.brand.count();
    const { page, statements } = await brands({ first: 2 });
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.totalCount).toBe(all);
    expect(statements).toBe(2);
  });

  it('is counted when only the count is asked for (no rows are read then)', async () => {
    const all = await server.db.prisma.brand.count();
    const { status, body } = await server.graphql<{ brands: { totalCount: number } }>(
      '{ brands(first: 100) { totalCount } }',
    );
    expect(status).toBe(200);
    expect(body.data?.brands.totalCount).toBe(all);
  });

  it('is counted on a later page, whose rows are not all of them', async () => {
    const all = await server.db.prisma.brand.count();
    const first = await brands({ first: 2 });
    const { page, statements } = await brands({ first: 100, after: first.page.pageInfo.endCursor });
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(page.edges).toHaveLength(all - 2);
    expect(page.totalCount).toBe(all);
    expect(statements).toBe(2);
  });
});
