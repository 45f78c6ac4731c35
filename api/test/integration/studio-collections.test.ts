import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { png } from '../support/media-fixtures.js';
import { localKeyLister } from '../support/stored-objects.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

const seeded = (role: string) => SEED_USERS.find((u) => u.role === role)!;
const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

const COLLECTION =
  'collection { id databaseId title description image brand { databaseId } images { id imageUrl altText displayOrder } }';
const CREATE = `mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { ${COLLECTION} } }`;
const UPDATE = `mutation ($input: UpdateCollectionInput!) { updateCollection(input: $input) { ${COLLECTION} } }`;
const ADD = `mutation ($input: AddCollectionImageInput!) { addCollectionImage(input: $input) { ${COLLECTION} } }`;
const ALT = `mutation ($input: UpdateCollectionImageInput!) { updateCollectionImage(input: $input) { ${COLLECTION} } }`;
const REMOVE = `mutation ($input: DeleteCollectionImageInput!) { deleteCollectionImage(input: $input) { ${COLLECTION} } }`;
const REORDER = `mutation ($input: ReorderCollectionImagesInput!) { reorderCollectionImages(input: $input) { ${COLLECTION} } }`;
const DELETE = `mutation ($id: ID!) { deleteCollection(id: $id) { deletedCollectionId } }`;
const MANAGED = `{ managedCollections(first: 100) { totalCount edges { node { brand { databaseId } } } } }`;

let server: TestServer;
let config: oidc.Configuration;
const tokens: Record<string, string> = {};
const ownBrandId = BRAND_ADMIN_BRAND_IDS[0]!;
let otherBrandId: string;

beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
  for (const role of ['admin', 'brand_admin']) {
    const account = seeded(role);
    tokens[role] = (await signInWithPassword(server.url, config, account.email, account.password)).tokens.access_token;
  }
  otherBrandId = (
    await server.db.prisma.brand.findFirstOrThrow({ where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] } } })
  ).id;
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, bearer(tokens[role]!));

describe('collections in the studio', () => {
  it('asks for a title, a brand and an image with the spec’s messages', async () => {
    const answer = await as('admin', CREATE, { input: { brandId: '', title: '' } });
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      title: 'Please enter a collection title',
      brandId: 'Please select a brand',
      image: 'Please upload an image',
    });
  });

  it('lets a brand_admin create collections for their brands only, with an uploaded image as the first gallery image', async () => {
    const refused = await as('brand_admin', CREATE, {
      input: { brandId: otherBrandId, title: 'Not mine', image: 'https://img.example/x.jpg' },
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const created = await as('brand_admin', CREATE, {
      input: {
        brandId: encodeGlobalID('Brand', ownBrandId),
        title: ' Harmattan Edit ',
        description: 'Indigo for the dry season',
        imageFile: fileOf(await png(900, 1200), 'cover.png', 'image/png'),
      },
    });
    expect(created.body.errors).toBeUndefined();
    const collection = created.body.data.createCollection.collection;
    expect(collection).toMatchObject({ title: 'Harmattan Edit', brand: { databaseId: ownBrandId } });
    expect(collection.image).toMatch(/\/collections\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    expect(collection.images).toEqual([expect.objectContaining({ imageUrl: collection.image, displayOrder: 1 })]);
    const managed = await as('brand_admin', MANAGED);
    const brands = new Set(managed.body.data.managedCollections.edges.map((e: any) => e.node.brand.databaseId));
    expect([...brands].every((id) => BRAND_ADMIN_BRAND_IDS.includes(id as string))).toBe(true);
  });

  it('keeps the gallery: add by URL, alt text, reorder, delete, with the first image as the main image', async () => {
    const created = await as('brand_admin', CREATE, {
      input: { brandId: ownBrandId, title: 'Gallery test', image: 'https://img.example/one.jpg' },
    });
    const id = created.body.data.createCollection.collection.id;
    const empty = await as('brand_admin', ADD, { input: { collectionId: id, imageUrl: ' ' } });
    expect(empty.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ imageUrl: 'Please enter an image URL' });
    await as('brand_admin', ADD, { input: { collectionId: id, imageUrl: 'https://img.example/two.jpg' } });
    const added = await as('brand_admin', ADD, {
      input: { collectionId: id, imageUrl: 'https://img.example/three.jpg', altText: 'Back view' },
    });
    const images = added.body.data.addCollectionImage.collection.images;
    expect(images.map((i: any) => [i.imageUrl.split('/').pop(), i.displayOrder])).toEqual([
      ['one.jpg', 1],
      ['two.jpg', 2],
      ['three.jpg', 3],
    ]);

    const [one, two, three] = images.map((i: any) => i.id);
    const reordered = await as('brand_admin', REORDER, { input: { collectionId: id, imageIds: [three, one, two] } });
    const after = reordered.body.data.reorderCollectionImages.collection;
    expect(after.images.map((i: any) => i.id)).toEqual([three, one, two]);
    expect(after.image).toBe('https://img.example/three.jpg');
    const stale = await as('brand_admin', REORDER, { input: { collectionId: id, imageIds: [one, two] } });
    expect(stale.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const alt = await as('brand_admin', ALT, { input: { id: one, altText: 'Front view' } });
    expect(alt.body.data.updateCollectionImage.collection.images.find((i: any) => i.id === one).altText).toBe(
      'Front view',
    );
    const removed = await as('brand_admin', REMOVE, { input: { id: three } });
    expect(removed.body.data.deleteCollectionImage.collection.image).toBe('https://img.example/one.jpg');

    const actions = await server.db.prisma.auditEvent.findMany({
      where: { entityType: 'collection', entityId: created.body.data.createCollection.collection.databaseId },
      orderBy: { createdAt: 'asc' },
    });
    expect(actions.map((a) => a.action)).toEqual([
      'created',
      'image_added',
      'image_added',
      'images_reordered',
      'image_updated',
      'image_deleted',
    ]);
  });

  it("refuses a brand_admin another brand's collection as not found, changing nothing", async () => {
    const foreign = await server.db.prisma.catalogue.findFirstOrThrow({
      where: { brandId: { notIn: [...BRAND_ADMIN_BRAND_IDS] } },
      include: { images: true },
    });
    const id = encodeGlobalID('Collection', foreign.id);
    for (const [query, input] of [
      [UPDATE, { id, title: 'Taken' }],
      [ADD, { collectionId: id, imageUrl: 'https://img.example/evil.jpg' }],
    ] as const) {
      const answer = await as('brand_admin', query, { input });
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'Collection not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const deleted = await as('brand_admin', DELETE, { id });
    expect(deleted.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const moveIn = await as('brand_admin', UPDATE, {
      input: {
        id: (
          await as('brand_admin', CREATE, {
            input: { brandId: ownBrandId, title: 'Mine', image: 'https://img.example/m.jpg' },
          })
        ).body.data.createCollection.collection.id,
        brandId: otherBrandId,
      },
    });
    expect(moveIn.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      await server.db.prisma.catalogue.findUniqueOrThrow({ where: { id: foreign.id }, include: { images: true } }),
    ).toEqual(foreign);
  });

  it('records uploaded images, processed, and removes their files when they leave the gallery or the collection goes', async () => {
    const PICTURES =
      'collection { id databaseId image images { id imageUrl picture { processing variants { width } } } }';
    const created = await as(
      'brand_admin',
      `mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { ${PICTURES} } }`,
      {
        input: {
          brandId: ownBrandId,
          title: 'Uploaded',
          imageFile: fileOf(await png(700, 900), 'a.png', 'image/png'),
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const { id, databaseId } = created.body.data.createCollection.collection;
    const added = await as(
      'brand_admin',
      `mutation ($input: AddCollectionImageInput!) { addCollectionImage(input: $input) { ${PICTURES} } }`,
      { input: { collectionId: id, imageFile: fileOf(await png(400, 300), 'b.png', 'image/png') } },
    );
    expect(added.body.errors).toBeUndefined();
    const images = added.body.data.addCollectionImage.collection.images;
    expect(images.map((i: any) => i.picture)).toEqual([
      { processing: false, variants: [{ width: 320 }, { width: 640 }, { width: 700 }] },
      { processing: false, variants: [{ width: 320 }, { width: 400 }] },
    ]);
    const keyOf = (url: string) => url.replace(/^\/media\/brand-assets\//, '');
    const rows = () =>
      server.db.prisma.mediaObject.findMany({
        where: { key: { startsWith: `collections/${databaseId}/` } },
        select: { key: true, state: true },
      });
    expect((await rows()).map((r) => r.state)).toEqual(['ready', 'ready']);
    const keys = () => localKeyLister(server.mediaDir)('brand-assets', `collections/${databaseId}/`);
    expect(await keys()).toHaveLength(2 + 6 + 4);

    const removed = await as('brand_admin', REMOVE, { input: { id: images[1].id } });
    expect(removed.body.errors).toBeUndefined();
    expect((await rows()).map((r) => r.key)).toEqual([keyOf(images[0].imageUrl)]);
    expect((await keys()).every((k) => k.startsWith(keyOf(images[0].imageUrl).replace(/\.png$/, '')))).toBe(true);

    expect((await as('brand_admin', DELETE, { id })).body.errors).toBeUndefined();
    expect(await rows()).toEqual([]);
    expect(await keys()).toEqual([]);
  });

  it('deletes a collection with its gallery', async () => {
    const created = await as('admin', CREATE, {
      input: { brandId: otherBrandId, title: 'Short-lived', image: 'https://img.example/s.jpg' },
    });
    const { id, databaseId } = created.body.data.createCollection.collection;
    const deleted = await as('admin', DELETE, { id });
    expect(deleted.body.data.deleteCollection.deletedCollectionId).toBe(id);
    expect(await server.db.prisma.catalogueImage.count({ where: { catalogueId: databaseId } })).toBe(0);
  });
});
