import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const DIRECTORY = /* GraphQL */ `
  query Directory($first: Int, $after: String, $filter: BrandFilter) {
    brands(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          databaseId
          name
          category
          categories
          city
          location
          occasions
          isVerified
        }
      }
    }
  }
`;

type Page = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: {
    node: {
      id: string;
      databaseId: string;
      name: string;
      category: string;
      categories: string[];
      city: string;
      location: string;
      occasions: string[];
    };
  }[];
};

async function page(variables: Record<string, unknown>): Promise<Page> {
  const { status, body } = await server.graphql<{ brands: Page }>(DIRECTORY, variables);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data!.brands;
}

async function allPages(filter: Record<string, unknown> | null, first = 7) {
  const names: string[] = [];
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const p = await page({ first, after, filter });
    total = p.totalCount;
    names.push(...p.edges.map((e) => e.node.name));
    if (!p.pageInfo.hasNextPage) break;
    after = p.pageInfo.endCursor;
  }
  return { names, total };
}

describe('brands connection', () => {
  it('pages through every brand with cursors, in name order, without repeats', async () => {
    const { names, total } = await allPages(null);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(names).toHaveLength(total);
    expect(new Set(names).size).toBe(total);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });

  it('filters by category slug and by label alike', async () => {
    const bySlug = await page({ first: 100, filter: { category: 'ready-to-wear' } });
    const byLabel = await page({ first: 100, filter: { category: 'Ready to Wear' } });
    expect(bySlug.totalCount).toBeGreaterThan(0);
    expect(byLabel.edges.map((e) => e.node.id)).toEqual(bySlug.edges.map((e) => e.node.id));
    for (const { node } of bySlug.edges) expect([node.category, ...node.categories]).toContain('Ready to Wear');
    const all = await page({ first: 1 });
    expect(bySlug.totalCount).toBeLessThan(all.totalCount);
  });

  it('filters by location (the city before the first comma)', async () => {
    const { data } = (await server.graphql<{ brandLocations: string[] }>('{ brandLocations }')).body;
    expect(data!.brandLocations.length).toBeGreaterThanOrEqual(8);
    const city = data!.brandLocations[0]!;
    const p = await page({ first: 100, filter: { location: city } });
    expect(p.totalCount).toBeGreaterThan(0);
    for (const { node } of p.edges) {
      expect(node.city).toBe(city);
      expect(node.location.split(',')[0]!.trim()).toBe(city);
    }
  });

  it('filters by occasion as the home page links it, and an unknown occasion matches nothing', async () => {
    const p = await page({ first: 100, filter: { occasion: 'Ready to Wear' } });
    expect(p.totalCount).toBeGreaterThan(0);
    for (const { node } of p.edges) expect(node.occasions).toContain('ready_to_wear');
    expect((await page({ first: 5, filter: { occasion: 'Funeral' } })).totalCount).toBe(0);
  });

  it('searches names case-insensitively and combines filters with AND', async () => {
    const first = (await page({ first: 1 })).edges[0]!.node;
    const word = first.name.split(' ')[0]!.toUpperCase();
    const hits = await page({ first: 100, filter: { search: word } });
    expect(hits.edges.map((e) => e.node.id)).toContain(first.id);
    const none = await page({ first: 5, filter: { search: 'zzqqxx-no-such-designer' } });
    expect(none.totalCount).toBe(0);
    expect(none.edges).toEqual([]);
    const combined = await page({ first: 100, filter: { search: word, category: 'no-such-category' } });
    expect(combined.totalCount).toBe(0);
  });

  it('caps first at 100', async () => {
    const brand = await server.db.prisma.brand.findFirstOrThrow();
    await server.db.prisma.brand.createMany({
      data: Array.from({ length: 110 }, (_, i) => ({
        name: `Cap Test ${String(i).padStart(3, '0')}`,
        category: 'Accessories',
        location: 'Lagos, Nigeria',
        city: 'Lagos',
      })),
    });
    try {
      const p = await page({ first: 500 });
      expect(p.edges).toHaveLength(100);
      expect(p.pageInfo.hasNextPage).toBe(true);
    } finally {
      await server.db.prisma.brand.deleteMany({ where: { name: { startsWith: 'Cap Test ' } } });
      expect(await server.db.prisma.brand.findUnique({ where: { id: brand.id } })).not.toBeNull();
    }
  });

  it('rejects a negative page size as bad input', async () => {
    const { body } = await server.graphql(DIRECTORY, { first: -1 });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
