import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_CATEGORIES } from '../../src/domain/categories.js';
import { BRANDS } from '../../../prisma/seed/data.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface NavigationCategory {
  label: string;
  slug: string;
  brandCount: number;
}

const NAVIGATION_CATEGORIES = /* GraphQL */ `
  query NavigationCategories {
    navigationCategories {
      label
      slug
      brandCount
    }
  }
`;

async function navigationCategories(server: TestServer): Promise<NavigationCategory[]> {
  const { status, body } = await server.graphql<{ navigationCategories: NavigationCategory[] }>(NAVIGATION_CATEGORIES);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data!.navigationCategories;
}

const seededCount = (label: string) => BRANDS.filter((b) => b.category === label).length;

describe('navigation categories on the seeded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists every seeded category with its brand count, in site order, in one SQL statement', async () => {
    const before = server.db.statements.count;
    const categories = await navigationCategories(server);
    expect(server.db.statements.count - before).toBe(1);

    const seededLabels = BRAND_CATEGORIES.map((c) => c.label).filter((label) => seededCount(label) > 0);
    expect(categories.map((c) => c.label)).toEqual(seededLabels);
    for (const category of categories) {
      expect(category.brandCount, category.label).toBe(seededCount(category.label));
      expect(category.slug).toBe(BRAND_CATEGORIES.find((c) => c.label === category.label)!.slug);
    }
  });

  it('follows new brands, and drops a category once its brands are all removed', async () => {
    const prisma = server.db.prisma;
    const [smallest] = (await navigationCategories(server)).sort((a, b) => a.brandCount - b.brandCount);
    const label = smallest!.label;

    await prisma.brand.create({ data: { name: 'Navigation Test Atelier', category: label } });
    const grown = (await navigationCategories(server)).find((c) => c.label === label);
    expect(grown?.brandCount).toBe(smallest!.brandCount + 1);

    await prisma.brand.deleteMany({ where: { category: label } });
    const after = await navigationCategories(server);
    expect(after.map((c) => c.label)).not.toContain(label);
    expect(after).toHaveLength(BRAND_CATEGORIES.filter((c) => seededCount(c.label) > 0).length - 1);
  });

  it('gives a category the site does not know a slug of its own, after the known ones', async () => {
    await server.db.prisma.brand.create({ data: { name: 'Navigation Test Knits', category: 'Knitwear & Crochet' } });
    const categories = await navigationCategories(server);
    expect(categories.at(-1)).toEqual({ label: 'Knitwear & Crochet', slug: 'knitwear-crochet', brandCount: 1 });
  });
});

describe('navigation categories on an empty database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is an empty list when there are no brands', async () => {
    expect(await navigationCategories(server)).toEqual([]);
  });
});
