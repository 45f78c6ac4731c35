import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { png } from '../support/media-fixtures.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

/*
 * Product and collection cards show their picture with the AVIF and webp variants of the upload
 * behind it, and a page of cards looks those uploads up in one statement, however many cards.
 */

const brandId = BRAND_ADMIN_BRAND_IDS[0]!;
const brandAdmin = SEED_USERS.find((u) => u.role === 'brand_admin')!;
const fileOf = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const CREATE = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { product { databaseId image } } }`;
const PICTURE = 'primaryImage { url srcSet sources { type srcSet } }';
const cardsQuery = (picture: string) => `query ($id: ID!) { brand(id: $id) {
  products(first: 50) { edges { node { databaseId title ${picture} } } }
  collections(first: 50) { edges { node { databaseId title ${picture} } } } } }`;

let server: TestServer;
let token: string;
const uploaded: { databaseId: string; image: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const config = await webClient(server.url);
  token = (await signInWithPassword(server.url, config, brandAdmin.email, brandAdmin.password)).tokens.access_token;
  for (const title of ['Indigo wrap', 'Indigo shirt', 'Indigo kaftan']) {
    const answer = await server.graphql(
      CREATE,
      {
        input: {
          brandId,
          title,
          description: 'Hand-dyed indigo cotton',
          price: 25000,
          currency: 'NGN',
          categories: ['Ready to Wear'],
          imageFiles: [fileOf(await png(800, 1000), `${title}.png`)],
        },
      },
      bearer(token),
    );
    expect(answer.body.errors).toBeUndefined();
    uploaded.push(answer.body.data.createProduct.product);
  }
});
afterAll(async () => {
  await server?.close();
});

const cards = async (picture: string) => {
  const before = server.db.statements.count;
  const answer = await server.graphql(cardsQuery(picture), { id: encodeGlobalID('Brand', brandId) });
  expect(answer.body.errors).toBeUndefined();
  return { brand: answer.body.data.brand, statements: server.db.statements.count - before };
};

describe('card pictures', () => {
  it("a product card's picture offers AVIF then webp for an upload, and only the address for a linked image", async () => {
    const { brand } = await cards(PICTURE);
    const products = brand.products.edges.map((e: any) => e.node);
    for (const { databaseId, image } of uploaded) {
      const card = products.find((p: any) => p.databaseId === databaseId);
      expect(card.primaryImage.url).toBe(image);
      expect(card.primaryImage.sources.map((s: any) => s.type)).toEqual(['image/avif', 'image/webp']);
      expect(card.primaryImage.sources[0].srcSet).toMatch(/\.avif 320w/);
      expect(card.primaryImage.srcSet).toMatch(/\.webp 320w/);
    }
    const seeded = products.find((p: any) => !uploaded.some((u) => u.databaseId === p.databaseId));
    expect(seeded.primaryImage).toMatchObject({ srcSet: null, sources: [] });
  });

  it("a collection's cover is its image, else its first gallery image, with the upload's variants", async () => {
    const prisma = server.db.prisma;
    const collection = await prisma.catalogue.findFirstOrThrow({ where: { brandId }, orderBy: { id: 'asc' } });
    await prisma.catalogue.update({ where: { id: collection.id }, data: { image: null } });
    await prisma.catalogueImage.deleteMany({ where: { catalogueId: collection.id } });
    await prisma.catalogueImage.createMany({
      data: [
        { catalogueId: collection.id, imageUrl: uploaded[1]!.image, displayOrder: 2 },
        { catalogueId: collection.id, imageUrl: uploaded[0]!.image, displayOrder: 1 },
      ],
    });
    const cover = async () =>
      (await cards(PICTURE)).brand.collections.edges.find((e: any) => e.node.databaseId === collection.id).node
        .primaryImage;

    expect(await cover()).toMatchObject({
      url: uploaded[0]!.image,
      sources: [{ type: 'image/avif' }, { type: 'image/webp' }],
    });
    await prisma.catalogue.update({ where: { id: collection.id }, data: { image: 'https://img.example/cover.jpg' } });
    expect(await cover()).toEqual({ url: 'https://img.example/cover.jpg', srcSet: null, sources: [] });
  });

  it('a page of cards looks up their uploads in one statement, however many there are', async () => {
    const without = await cards('');
    const withPictures = await cards(PICTURE);
    expect(withPictures.statements - without.statements).toBe(1);
  });
});
