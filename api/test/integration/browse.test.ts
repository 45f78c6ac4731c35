import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { offersSpecialty, TAILOR_SPECIALTIES } from '../../src/features/tailors/rules.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function data<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await server.graphql<T>(query, variables);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data!;
}

const TAILORS = /* GraphQL */ `
  query Tailors($first: Int, $after: String, $filter: TailorFilter) {
    tailors(first: $first, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          databaseId
          title
          description
          specialties
          brand {
            id
            name
            category
          }
        }
      }
    }
  }
`;

type TailorNode = {
  id: string;
  databaseId: string;
  title: string;
  description: string | null;
  specialties: string[];
  brand: { id: string; name: string; category: string };
};

async function allTailors(filter: Record<string, unknown> | null, first = 5): Promise<TailorNode[]> {
  const nodes: TailorNode[] = [];
  let after: string | null = null;
  for (;;) {
    const { tailors }: { tailors: any } = await data(TAILORS, { first, after, filter });
    nodes.push(...tailors.edges.map((e: { node: TailorNode }) => e.node));
    if (!tailors.pageInfo.hasNextPage) return nodes;
    after = tailors.pageInfo.endCursor;
  }
}

describe('home content', () => {
  it('lists the active hero slides in display order', async () => {
    const { heroSlides } = await data('{ heroSlides { id title link heroTitle displayOrder } }');
    expect(heroSlides.map((s: { title: string; link: string }) => [s.title, s.link])).toEqual([
      ['Collections', '/collections'],
      ['Tailored', '/tailors'],
    ]);
  });

  it('returns the active spotlight with its featured products', async () => {
    const { activeSpotlight } = await data(
      '{ activeSpotlight { title brandName brandQuote brandQuoteAuthor brandLink featuredProducts { name image product { id title } } } }',
    );
    expect(activeSpotlight.brandQuote).toMatch(/Kente/);
    expect(activeSpotlight.featuredProducts.length).toBeGreaterThan(0);
  });

  it('groups brands by category, at most 8 a row, with hasMore when there are more', async () => {
    const { homeCategoryRows } = await data(
      '{ homeCategoryRows { category slug hasMore totalCount brands { id category rating } } }',
    );
    expect(homeCategoryRows.length).toBeGreaterThan(2);
    for (const row of homeCategoryRows) {
      expect(row.brands.length).toBe(Math.min(8, row.totalCount));
      expect(row.hasMore).toBe(row.totalCount > 8);
      for (const brand of row.brands) expect(brand.category).toBe(row.category);
      const ratings = row.brands.map((b: { rating: number }) => b.rating);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    }
    expect(homeCategoryRows[0].slug).toBe('ready-to-wear');
  });
});

describe('collections listing', () => {
  const COLLECTIONS =
    'query($first:Int,$after:String,$filter:CollectionFilter){ collections(first:$first, after:$after, filter:$filter){ totalCount pageInfo{hasNextPage endCursor} edges{ node{ id title createdAt brand{ id name category } } } } }';

  it('pages newest first without repeats', async () => {
    const seen: string[] = [];
    const dates: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (;;) {
      const { collections }: { collections: any } = await data(COLLECTIONS, { first: 25, after });
      total = collections.totalCount;
      seen.push(...collections.edges.map((e: any) => e.node.id));
      dates.push(...collections.edges.map((e: any) => e.node.createdAt));
      if (!collections.pageInfo.hasNextPage) break;
      after = collections.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by brand category (slug or label) and by text', async () => {
    const { collections } = await data(COLLECTIONS, { first: 100, filter: { category: 'accessories' } });
    expect(collections.totalCount).toBeGreaterThan(0);
    for (const e of collections.edges) expect(e.node.brand.category).toBe('Accessories');
    const sample = collections.edges[0].node;
    const word = sample.brand.name.split(' ')[0].toLowerCase();
    const found = await data(COLLECTIONS, { first: 100, filter: { search: word } });
    expect(found.collections.edges.map((e: any) => e.node.id)).toContain(sample.id);
  });
});

describe('products listing', () => {
  const PRODUCTS =
    'query($first:Int,$after:String,$filter:ProductFilter){ products(first:$first, after:$after, filter:$filter){ totalCount pageInfo{hasNextPage endCursor} edges{ node{ id title inStock category categories createdAt brand{ id } } } } }';

  it('lists in-stock products newest first by default', async () => {
    const { products } = await data(PRODUCTS, { first: 100 });
    expect(products.edges.length).toBeGreaterThan(20);
    for (const e of products.edges) expect(e.node.inStock).toBe(true);
    const dates = products.edges.map((e: any) => e.node.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const everything = await data(PRODUCTS, { first: 1, filter: { inStock: null } });
    const outOfStock = await data(PRODUCTS, { first: 1, filter: { inStock: false } });
    expect(outOfStock.products.totalCount).toBeGreaterThan(0);
    expect(everything.products.totalCount).toBe(products.totalCount + outOfStock.products.totalCount);
  });

  it('filters by category, categories and brand', async () => {
    const { products } = await data(PRODUCTS, { first: 100 });
    const sample = products.edges.find((e: any) => e.node.category)!.node;
    const byCategory = await data(PRODUCTS, { first: 100, filter: { category: sample.category } });
    for (const e of byCategory.products.edges)
      expect([e.node.category, ...e.node.categories]).toContain(sample.category);
    const byCategories = await data(PRODUCTS, {
      first: 100,
      filter: { categories: [sample.category, 'No Such Category'] },
    });
    expect(byCategories.products.totalCount).toBe(byCategory.products.totalCount);
    const byBrand = await data(PRODUCTS, { first: 100, filter: { brandId: sample.brand.id } });
    expect(byBrand.products.totalCount).toBeGreaterThan(0);
    for (const e of byBrand.products.edges) expect(e.node.brand.id).toBe(sample.brand.id);
  });
});

describe('tailors listing', () => {
  it('pages through every tailor', async () => {
    const all = await allTailors(null, 4);
    const { tailors } = await data(TAILORS, { first: 1 });
    expect(all).toHaveLength(tailors.totalCount);
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
  });

  it('matches each specialty through its synonyms, exactly as the pure rule does', async () => {
    const all = await allTailors(null, 100);
    for (const specialty of TAILOR_SPECIALTIES) {
      const expected = all
        .filter((t) => offersSpecialty(t.specialties, specialty))
        .map((t) => t.id)
        .sort();
      const actual = (await allTailors({ specialty }, 100)).map((t) => t.id).sort();
      expect(actual, specialty).toEqual(expected);
      expect(actual.length, specialty).toBeGreaterThan(0);
    }
  });

  it('matches a specialty contained in a synonym, and excludes tailors without specialties', async () => {
    const [one, two] = await server.db.prisma.tailorProfile.findMany({ take: 2, orderBy: { id: 'asc' } });
    await server.db.prisma.tailorProfile.update({ where: { id: one!.id }, data: { specialties: ['wedding'] } });
    await server.db.prisma.tailorProfile.update({ where: { id: two!.id }, data: { specialties: [] } });
    try {
      const bridal = (await allTailors({ specialty: 'bridal' }, 100)).map((t) => t.databaseId);
      expect(bridal).toContain(one!.id);
      expect(bridal).not.toContain(two!.id);
      for (const specialty of TAILOR_SPECIALTIES)
        expect((await allTailors({ specialty }, 100)).map((t) => t.databaseId)).not.toContain(two!.id);
    } finally {
      await server.db.prisma.tailorProfile.update({ where: { id: one!.id }, data: { specialties: one!.specialties } });
      await server.db.prisma.tailorProfile.update({ where: { id: two!.id }, data: { specialties: two!.specialties } });
    }
  });

  it('ignores a specialty that is not one of the four names', async () => {
    const { tailors: all } = await data(TAILORS, { first: 1 });
    const { tailors } = await data(TAILORS, { first: 1, filter: { specialty: 'Knitwear' } });
    expect(tailors.totalCount).toBe(all.totalCount);
  });

  it('compares the brand category exactly and searches title, brand name and description', async () => {
    const all = await allTailors(null, 100);
    const sample = all[0]!;
    const byCategory = await allTailors({ category: sample.brand.category }, 100);
    expect(byCategory.length).toBeGreaterThan(0);
    for (const t of byCategory) expect(t.brand.category).toBe(sample.brand.category);
    expect(await allTailors({ category: sample.brand.category.toLowerCase() }, 100)).toHaveLength(0);
    const byBrand = await allTailors({ search: sample.brand.name.toUpperCase() }, 100);
    expect(byBrand.map((t) => t.id)).toContain(sample.id);
    const byTitle = await allTailors({ search: sample.title.toLowerCase() }, 100);
    expect(byTitle.map((t) => t.id)).toContain(sample.id);
  });

  it('finds one tailor by global or row id, null otherwise', async () => {
    const [sample] = await allTailors(null, 1);
    const q = 'query($id: ID!){ tailor(id: $id){ id title brand { name foundedYear isVerified } } }';
    expect((await data(q, { id: sample!.id })).tailor.id).toBe(sample!.id);
    expect((await data(q, { id: sample!.databaseId })).tailor.id).toBe(sample!.id);
    expect((await data(q, { id: 'nope' })).tailor).toBeNull();
    expect((await data(q, { id: '00000000-0000-4000-8000-000000000000' })).tailor).toBeNull();
  });
});

describe('site search', () => {
  const SEARCH =
    'query($q: String!, $first: Int){ search(query: $q, first: $first){ query brands{ id name } collections{ id title } products{ id title } tailors{ id title brand { name } } } }';

  it('tolerates typos: Agbda finds Agbada & Co.', async () => {
    const { search } = await data(SEARCH, { q: 'Agbda' });
    expect(search.brands[0].name).toBe('Agbada & Co.');
  });

  it('searches collections, products and tailors too', async () => {
    const product = await server.db.prisma.product.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const collection = await server.db.prisma.catalogue.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const tailor = await server.db.prisma.tailorProfile.findFirstOrThrow({
      orderBy: { id: 'asc' },
      include: { brand: true },
    });
    expect((await data(SEARCH, { q: product.title, first: 100 })).search.products.map((p: any) => p.title)).toContain(
      product.title,
    );
    expect(
      (await data(SEARCH, { q: collection.title, first: 100 })).search.collections.map((c: any) => c.id),
    ).toContain(`${Buffer.from(`Collection:${collection.id}`).toString('base64')}`);
    expect(
      (await data(SEARCH, { q: tailor.brand.name, first: 100 })).search.tailors.map((t: any) => t.brand.name),
    ).toContain(tailor.brand.name);
  });

  it('takes pattern characters literally, answers null for a blank query and caps first', async () => {
    expect((await data(SEARCH, { q: '%_%' })).search.brands).toEqual([]);
    expect((await data(SEARCH, { q: '   ' })).search).toBeNull();
    const many = await data(SEARCH, { q: 'a', first: 1000 });
    expect(many.search.products.length).toBeLessThanOrEqual(100);
    expect((await data(SEARCH, { q: 'zzqqxx' })).search).toMatchObject({
      brands: [],
      collections: [],
      products: [],
      tailors: [],
    });
  });
});

describe('listing statement counts', () => {
  async function statements(query: string, variables: Record<string, unknown>) {
    const before = server.db.statements.count;
    await data(query, variables);
    return server.db.statements.count - before;
  }

  it('costs the same for 50 rows as for 5 (no N+1)', async () => {
    const cases = [
      'query($n:Int){ products(first:$n){ totalCount edges{ node{ id title brand{ id name } collection{ id title } } } } }',
      'query($n:Int){ collections(first:$n){ totalCount edges{ node{ id title brand{ id name category } products(first:2){ edges{ node{ id } } } } } } }',
      'query($n:Int){ tailors(first:$n, filter:{specialty:"Bridal"}){ totalCount edges{ node{ id title brand{ id name primaryImage{ url } } } } } }',
      'query($n:Int){ search(query:"a", first:$n){ brands{ id name } products{ id brand{ name } } tailors{ id brand{ name } } collections{ id brand{ name } } } }',
    ];
    for (const query of cases) {
      const few = await statements(query, { n: 5 });
      const many = await statements(query, { n: 50 });
      // A first page that holds every row answers totalCount itself, without the count's statements
      // (complete-page-counts.test.ts); a larger page must never take more.
      expect(many, query).toBeLessThanOrEqual(few);
      expect(few, query).toBeLessThanOrEqual(12);
    }
  });
});
