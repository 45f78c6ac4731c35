import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

const seedUserByRole = (role: string) => SEED_USERS.find((u) => u.role === role)!;

let server: TestServer;
let token: string;
let otherToken: string;
const ids = { brand: '', collection: '', product: '' };

beforeAll(async () => {
  server = await startTestServer();
  const config = await webClient(server.url);
  const shopper = seedUserByRole('user');
  const admin = seedUserByRole('admin');
  token = (await signInWithPassword(server.url, config, shopper.email, shopper.password)).tokens.access_token;
  otherToken = (await signInWithPassword(server.url, config, admin.email, admin.password)).tokens.access_token;
  await server.db.prisma.favourite.deleteMany({});
  const prisma = server.db.prisma;
  ids.brand = encodeGlobalID('Brand', (await prisma.brand.findFirstOrThrow({ orderBy: { name: 'asc' } })).id);
  ids.collection = encodeGlobalID(
    'Collection',
    (await prisma.catalogue.findFirstOrThrow({ orderBy: { title: 'asc' } })).id,
  );
  ids.product = encodeGlobalID('Product', (await prisma.product.findFirstOrThrow({ orderBy: { title: 'asc' } })).id);
});
afterAll(async () => {
  await server?.close();
});

const ADD = `mutation($kind: FavouriteKind!, $id: ID!) { addFavourite(kind: $kind, targetId: $id) { kind brand { id isFavourite } collection { id isFavourite } product { id isFavourite } } }`;
const REMOVE = `mutation($kind: FavouriteKind!, $id: ID!) { removeFavourite(kind: $kind, targetId: $id) { kind brand { id isFavourite } collection { id isFavourite } product { id isFavourite } } }`;
const LIST = `{ viewer { favourites { brands(first: 100) { totalCount edges { node { id name isFavourite } } } collections(first: 100) { totalCount edges { node { id title } } } products(first: 100) { totalCount edges { node { id title price } } } } } }`;

describe('favourites', () => {
  it('adds a brand, a collection and a product, once each, and lists them', async () => {
    for (const kind of ['brand', 'collection', 'product'] as const) {
      for (let i = 0; i < 2; i += 1) {
        const { body } = await server.graphql(ADD, { kind, id: ids[kind] }, bearer(token));
        expect(body.errors).toBeUndefined();
        expect(body.data.addFavourite[kind]).toEqual({ id: ids[kind], isFavourite: true });
      }
    }
    expect(await server.db.prisma.favourite.count()).toBe(3);
    const { body } = await server.graphql(LIST, {}, bearer(token));
    const favourites = body.data.viewer.favourites;
    expect(favourites.brands).toMatchObject({ totalCount: 1, edges: [{ node: { id: ids.brand, isFavourite: true } }] });
    expect(favourites.collections.edges.map((e: any) => e.node.id)).toEqual([ids.collection]);
    expect(favourites.products.edges.map((e: any) => e.node.id)).toEqual([ids.product]);
  });

  it("shows isFavourite only for the viewer's own favourites", async () => {
    const query = `query($id: ID!) { brand(id: $id) { isFavourite } }`;
    expect((await server.graphql(query, { id: ids.brand }, bearer(token))).body.data.brand.isFavourite).toBe(true);
    expect((await server.graphql(query, { id: ids.brand }, bearer(otherToken))).body.data.brand.isFavourite).toBe(
      false,
    );
    expect((await server.graphql(query, { id: ids.brand })).body.data.brand.isFavourite).toBe(false);
    expect((await server.graphql(LIST, {}, bearer(otherToken))).body.data.viewer.favourites.brands.totalCount).toBe(0);
  });

  it('removes a favourite (twice is harmless)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { body } = await server.graphql(REMOVE, { kind: 'brand', id: ids.brand }, bearer(token));
      expect(body.data.removeFavourite.brand).toEqual({ id: ids.brand, isFavourite: false });
    }
    const { body } = await server.graphql(LIST, {}, bearer(token));
    expect(body.data.viewer.favourites.brands.totalCount).toBe(0);
    expect(body.data.viewer.favourites.products.totalCount).toBe(1);
  });

  it('refuses signed-out visitors and answers NOT_FOUND for unknown or mismatched targets', async () => {
    const signedOut = await server.graphql(ADD, { kind: 'brand', id: ids.brand });
    expect(signedOut.body.errors?.[0]).toMatchObject({
      message: 'Please sign in to save favourites.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const wrongKind = await server.graphql(ADD, { kind: 'brand', id: ids.product }, bearer(token));
    expect(wrongKind.body.errors?.[0]).toMatchObject({ message: 'Brand not found', extensions: { code: 'NOT_FOUND' } });
  });
});
