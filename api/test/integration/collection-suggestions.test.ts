import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Prisma } from '../../src/generated/prisma/client.js';
import { suggestionStatements } from '../../src/features/collections/data.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

const seedUserByRole = (role: string) => SEED_USERS.find((u) => u.role === role)!;

interface Pick {
  id: string;
  brand: { id: string; category: string };
}
interface Suggestions {
  basedOnFavourites: boolean;
  collections: Pick[];
}

const SUGGESTIONS = /* GraphQL */ `
  query Suggestions($id: ID!, $first: Int) {
    collectionSuggestions(collectionId: $id, first: $first) {
      basedOnFavourites
      collections {
        id
        brand {
          id
          category
        }
      }
    }
  }
`;
const ADD = `mutation($kind: FavouriteKind!, $id: ID!) { addFavourite(kind: $kind, targetId: $id) { kind } }`;

let server: TestServer;
let shopperToken: string;
let adminToken: string;
/** The two categories with the most collections: the page's own, and the one the shopper likes. */
let pageCategory: string;
let likedCategory: string;
let pageCollectionId: string;
let likedBrandId: string;
let savedCollectionId: string;

const collectionGid = (id: string) => encodeGlobalID('Collection', id);

async function suggestionsFor(id: string, headers: Record<string, string> = {}, first?: number): Promise<Suggestions> {
  const { status, body } = await server.graphql<{ collectionSuggestions: Suggestions }>(
    SUGGESTIONS,
    { id, first },
    headers,
  );
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data!.collectionSuggestions;
}

/** Suggestions are random, so properties are checked over several draws. */
async function draws(
  id: string,
  headers: Record<string, string> = {},
  first?: number,
  times = 8,
): Promise<Suggestions[]> {
  const all: Suggestions[] = [];
  for (let i = 0; i < times; i += 1) all.push(await suggestionsFor(id, headers, first));
  return all;
}

beforeAll(async () => {
  server = await startTestServer();
  const config = await webClient(server.url);
  for (const [role, assign] of [
    ['user', (t: string) => (shopperToken = t)],
    ['admin', (t: string) => (adminToken = t)],
  ] as const) {
    const account = seedUserByRole(role);
    assign((await signInWithPassword(server.url, config, account.email, account.password)).tokens.access_token);
  }
  const prisma = server.db.prisma;
  await prisma.favourite.deleteMany({});

  const perCategory = await prisma.$queryRaw<{ category: string; total: bigint }[]>`
    SELECT b.category, count(*) AS total FROM catalogues c JOIN brands b ON b.id = c.brand_id GROUP BY b.category ORDER BY total DESC, b.category`;
  [pageCategory, likedCategory] = perCategory.map((r) => r.category);
  expect(Number(perCategory[1]!.total)).toBeGreaterThanOrEqual(8);

  pageCollectionId = (
    await prisma.catalogue.findFirstOrThrow({ where: { brand: { category: pageCategory } }, orderBy: { title: 'asc' } })
  ).id;
  const liked = await prisma.catalogue.findMany({
    where: { brand: { category: likedCategory } },
    orderBy: { title: 'asc' },
    select: { id: true, brandId: true },
  });
  likedBrandId = liked[0]!.brandId;
  savedCollectionId = liked.find((c) => c.brandId !== likedBrandId)?.id ?? liked[1]!.id;
});
afterAll(async () => {
  await server?.close();
});

describe('collection suggestions', () => {
  it('signed out: up to four collections of the same category, never the collection itself', async () => {
    for (const suggestions of await draws(collectionGid(pageCollectionId))) {
      expect(suggestions.basedOnFavourites).toBe(false);
      expect(suggestions.collections.length).toBeGreaterThan(0);
      expect(suggestions.collections.length).toBeLessThanOrEqual(4);
      expect(suggestions.collections.map((c) => c.id)).not.toContain(collectionGid(pageCollectionId));
      expect(new Set(suggestions.collections.map((c) => c.id)).size).toBe(suggestions.collections.length);
      for (const pick of suggestions.collections) expect(pick.brand.category).toBe(pageCategory);
    }
  });

  it('takes the row id as well as the global id, and caps first at twelve', async () => {
    expect((await suggestionsFor(pageCollectionId)).collections.length).toBeGreaterThan(0);
    expect((await suggestionsFor(collectionGid(pageCollectionId), {}, 50)).collections.length).toBeLessThanOrEqual(12);
    expect((await suggestionsFor(collectionGid(pageCollectionId), {}, 0)).collections).toHaveLength(1);
  });

  it('answers an unknown or malformed collection id with no suggestions', async () => {
    for (const id of [
      collectionGid('00000000-0000-4000-8000-000000000000'),
      'not-an-id',
      encodeGlobalID('Brand', likedBrandId),
    ]) {
      expect(await suggestionsFor(id)).toEqual({ basedOnFavourites: false, collections: [] });
    }
  });

  it('signed in without favourites: the same category picks, not labelled as based on favourites', async () => {
    for (const suggestions of await draws(collectionGid(pageCollectionId), bearer(adminToken), undefined, 3)) {
      expect(suggestions.basedOnFavourites).toBe(false);
      for (const pick of suggestions.collections) expect(pick.brand.category).toBe(pageCategory);
    }
  });

  it("signed in with favourites elsewhere: picks come from the favourites' brands and categories", async () => {
    for (const [kind, id] of [
      ['brand', encodeGlobalID('Brand', likedBrandId)],
      ['collection', collectionGid(savedCollectionId)],
    ] as const) {
      const { body } = await server.graphql(ADD, { kind, id }, bearer(shopperToken));
      expect(body.errors).toBeUndefined();
    }
    for (const suggestions of await draws(collectionGid(pageCollectionId), bearer(shopperToken))) {
      expect(suggestions.basedOnFavourites).toBe(true);
      expect(suggestions.collections).toHaveLength(4);
      for (const pick of suggestions.collections) expect(pick.brand.category).toBe(likedCategory);
    }
  });

  it('never suggests a collection the viewer saved, nor the one on the page', async () => {
    const seen = new Set<string>();
    for (const suggestions of await draws(collectionGid(pageCollectionId), bearer(shopperToken), 12, 10)) {
      for (const pick of suggestions.collections) seen.add(pick.id);
    }
    expect(seen.size).toBeGreaterThan(4);
    expect(seen).not.toContain(collectionGid(savedCollectionId));
    expect(seen).not.toContain(collectionGid(pageCollectionId));
  });

  it('fills up from the page category when the favourites offer too few candidates', async () => {
    const total = await server.db.prisma.catalogue.count({ where: { brand: { category: likedCategory } } });
    // Everything in the liked category but one collection is saved: one pick from favourites, the rest from the page's category.
    const liked = await server.db.prisma.catalogue.findMany({
      where: { brand: { category: likedCategory } },
      orderBy: { title: 'asc' },
      select: { id: true },
    });
    for (const { id } of liked.slice(0, total - 1))
      await server.graphql(ADD, { kind: 'collection', id: collectionGid(id) }, bearer(shopperToken));
    const left = collectionGid(liked[total - 1]!.id);
    for (const suggestions of await draws(collectionGid(pageCollectionId), bearer(shopperToken), 4, 3)) {
      expect(suggestions.basedOnFavourites).toBe(true);
      expect(suggestions.collections).toHaveLength(4);
      expect(suggestions.collections[0]).toMatchObject({ id: left, brand: { category: likedCategory } });
      for (const pick of suggestions.collections.slice(1)) expect(pick.brand.category).toBe(pageCategory);
    }
  });
});

describe('collection suggestion statements', () => {
  // On seed-sized tables PostgreSQL rightly reads whole tables; with sequential scans priced out
  // the plan shows that every step has an index to use.
  async function plan(statement: Prisma.Sql): Promise<string> {
    const prisma = server.db.prisma;
    const [, rows] = await prisma.$transaction([
      prisma.$queryRaw`SELECT set_config('enable_seqscan', 'off', true)`,
      prisma.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN ${statement}`),
    ]);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('read favourites, brands and collections through indexes, with a bounded pool', async () => {
    const viewerId = (await server.db.prisma.user.findFirstOrThrow({ where: { email: seedUserByRole('user').email } }))
      .id;
    const taste = await plan(suggestionStatements.taste(viewerId));
    const picks = await plan(
      suggestionStatements.randomCollections({
        categories: [likedCategory],
        preferredBrandIds: [likedBrandId],
        excludedIds: [pageCollectionId],
        viewerId,
        count: 4,
      }),
    );
    for (const text of [taste, picks]) expect(text).not.toMatch(/Seq Scan on (favourites|brands|catalogues|products)/);
    expect(picks).toMatch(/Limit/);
  });
});
