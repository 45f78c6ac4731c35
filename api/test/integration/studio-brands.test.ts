import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { restClient } from '../support/rest-client.js';
import { png, text } from '../support/media-fixtures.js';
import { localKeyLister } from '../support/stored-objects.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

const seeded = (role: string) => SEED_USERS.find((u) => u.role === role)!;
const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

const CREATE = `mutation ($input: CreateBrandInput!) {
  createBrand(input: $input) { brand { id databaseId name description longDescription category categories priceRange currency isVerified image contactEmail foundedYear } }
}`;
const UPDATE = `mutation ($input: UpdateBrandInput!) {
  updateBrand(input: $input) { nameChanged brand { name priceRange currency isVerified description } }
}`;
const DELETE = `mutation ($id: ID!) { deleteBrand(id: $id) { deletedBrandId } }`;
const MANAGED = `query ($filter: BrandFilter) { managedBrands(first: 100, filter: $filter) { totalCount edges { node { databaseId isVerified } } } }`;
const SAVE_TAILORING = `mutation ($input: SaveTailoringInput!) { saveTailoring(input: $input) { brand { databaseId } } }`;
const DISABLE_TAILORING = `mutation ($input: DisableTailoringInput!) { disableTailoring(input: $input) { brand { databaseId } } }`;
const TAILORS = `query ($search: String) { tailors(first: 50, filter: { search: $search }) { edges { node { title brand { databaseId } } } } }`;

let server: TestServer;
let config: oidc.Configuration;
let rest: ReturnType<typeof restClient>;
const tokens: Record<string, string> = {};
const ownBrandId = BRAND_ADMIN_BRAND_IDS[0]!;
let otherBrandId: string;

beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
  rest = restClient(server);
  for (const role of ['super_admin', 'admin', 'brand_admin', 'user']) {
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

const complete = () => ({
  name: `Àdìrẹ Lab ${Math.random().toString(36).slice(2, 7)}`,
  description: "We're a Lagos label and we don't rush.",
  longDescription: "It's indigo, it's hand-dyed, and you'll see the hand in it.",
  categories: ['bridal', 'Evening Gowns'],
  location: 'Lagos, Nigeria',
  currency: 'NGN',
  priceMin: 25000,
  priceMax: 180000,
  contactEmail: 'Studio@AdireLab.example',
  foundedYear: 2019,
});

describe('creating a brand', () => {
  it('shows every required-field message in order and saves nothing', async () => {
    const before = await server.db.prisma.brand.count();
    const answer = await as('brand_admin', CREATE, {
      input: { name: ' ', description: '', categories: [], location: '' },
    });
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: 'Brand name is required',
      description: 'Brand description is required',
      categories: 'At least one category is required',
      location: 'Location is required',
      image: 'Brand image is required',
      price: "Please set a price range or mark as 'explore brand for prices'",
    });
    const badEmail = await as('brand_admin', CREATE, {
      input: { ...complete(), image: 'https://img.example/a.png', contactEmail: 'nope@' },
    });
    expect(badEmail.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      contactEmail: 'Please enter a valid email address',
    });
    expect(await server.db.prisma.brand.count()).toBe(before);
  });

  it('lets a brand_admin create an unverified brand with an uploaded image, which they then own', async () => {
    const input = { ...complete(), imageFile: fileOf(await png(800, 600), 'logo.png', 'image/png') };
    const answer = await as('brand_admin', CREATE, { input });
    expect(answer.body.errors).toBeUndefined();
    const brand = answer.body.data.createBrand.brand;
    expect(brand).toMatchObject({
      name: input.name,
      description: 'We are a Lagos label and we do not rush.',
      longDescription: 'It is indigo, it is hand-dyed, and you will see the hand in it.',
      category: 'Bridal',
      categories: ['Bridal', 'Evening Gowns'],
      priceRange: '₦25,000 - ₦180,000',
      currency: 'NGN',
      isVerified: false,
      contactEmail: 'studio@adirelab.example',
      foundedYear: 2019,
    });
    expect(brand.image).toMatch(new RegExp(`/brands/${brand.databaseId}/[0-9a-f-]{36}\\.png$`));
    const owners = await server.db.prisma.brandOwnership.findMany({ where: { brandId: brand.databaseId } });
    expect(owners.map((o) => o.userId)).toEqual([seeded('brand_admin').id]);
    const gallery = await server.db.prisma.brandImage.findMany({ where: { brandId: brand.databaseId } });
    expect(gallery).toHaveLength(1);
    const event = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: brand.databaseId, action: 'created' },
    });
    expect(event.changes).toMatchObject({
      name: { from: null, to: input.name },
      isVerified: { from: null, to: false },
    });
    // The new brand is theirs to manage at once (the next request reads ownership afresh).
    const managed = await as('brand_admin', MANAGED);
    expect(managed.body.data.managedBrands.edges.map((e: any) => e.node.databaseId)).toContain(brand.databaseId);
  });

  it('refuses a file that is not an image and leaves nothing behind', async () => {
    const before = await server.db.prisma.brand.count();
    const keysBefore = await localKeyLister(server.mediaDir)('brand-assets', 'brands');
    const answer = await as('admin', CREATE, {
      input: { ...complete(), imageFile: fileOf(text(), 'logo.png', 'image/png') },
    });
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors?.image).toMatch(/PNG, JPEG or WebP|image/i);
    expect(await server.db.prisma.brand.count()).toBe(before);
    expect(await localKeyLister(server.mediaDir)('brand-assets', 'brands')).toEqual(keysBefore);
  });

  it('answers the spec’s 401 and 403 texts', async () => {
    const input = { ...complete(), image: 'https://img.example/a.png' };
    const shopper = await as('user', CREATE, { input });
    expect(shopper.body.errors?.[0]).toMatchObject({
      message: "You don't have permission to create brands. Contact an administrator.",
      extensions: { code: 'FORBIDDEN' },
    });
    const anonymous = await server.graphql(CREATE, { input });
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please log in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('editing a brand', () => {
  it('saves the fields sent, reports a new name, and rebuilds the price range when the currency changes', async () => {
    const created = await as('admin', CREATE, { input: { ...complete(), image: 'https://img.example/b.png' } });
    const id = created.body.data.createBrand.brand.id;
    const renamed = await as('admin', UPDATE, { input: { id, name: 'Ìrísí House', currency: 'GHS' } });
    expect(renamed.body.errors).toBeUndefined();
    expect(renamed.body.data.updateBrand).toEqual({
      nameChanged: true,
      brand: {
        name: 'Ìrísí House',
        priceRange: 'GH₵25,000 - GH₵180,000',
        currency: 'GHS',
        isVerified: false,
        description: 'We are a Lagos label and we do not rush.',
      },
    });
    const same = await as('admin', UPDATE, { input: { id, description: "Can't stop, won't stop." } });
    expect(same.body.data.updateBrand).toMatchObject({
      nameChanged: false,
      brand: { description: 'Cannot stop, will not stop.' },
    });
    const verified = await as('admin', UPDATE, { input: { id, isVerified: true } });
    expect(verified.body.data.updateBrand.brand.isVerified).toBe(true);
  });

  it('refuses website, Instagram and video addresses in another scheme, changing nothing', async () => {
    const before = await server.db.prisma.brand.findUniqueOrThrow({ where: { id: ownBrandId } });
    for (const hostile of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const answer = await as('brand_admin', UPDATE, {
        input: { id: ownBrandId, website: hostile, instagram: hostile, videoUrl: hostile, videoThumbnail: hostile },
      });
      expect(answer.body.errors?.[0]?.extensions, hostile).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          website: 'Please enter a website address, such as https://yourbrand.com',
          instagram: 'Please enter an Instagram @handle or a link starting with https://',
          videoUrl: 'Please enter a video URL starting with http:// or https://',
          videoThumbnail: 'Please enter an image URL starting with http:// or https://',
        },
      });
    }
    expect(await server.db.prisma.brand.findUniqueOrThrow({ where: { id: ownBrandId } })).toEqual(before);
  });

  it('lets a brand_admin edit their brand but not verify it, nor touch another brand', async () => {
    const before = await server.db.prisma.brand.findUniqueOrThrow({ where: { id: ownBrandId } });
    const verify = await as('brand_admin', UPDATE, { input: { id: ownBrandId, isVerified: !before.isVerified } });
    expect(verify.body.errors?.[0]).toMatchObject({
      message: 'Only administrators can change whether a brand is verified',
      extensions: { code: 'FORBIDDEN' },
    });
    const other = await server.db.prisma.brand.findUniqueOrThrow({ where: { id: otherBrandId } });
    const foreign = await as('brand_admin', UPDATE, {
      input: { id: encodeGlobalID('Brand', otherBrandId), name: 'Taken over' },
    });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreignDelete = await as('brand_admin', DELETE, { id: otherBrandId });
    expect(foreignDelete.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await server.db.prisma.brand.findUniqueOrThrow({ where: { id: otherBrandId } })).toEqual(other);
    expect(await server.db.prisma.brand.findUniqueOrThrow({ where: { id: ownBrandId } })).toEqual(before);

    const managed = await as('brand_admin', MANAGED);
    expect(managed.body.data.managedBrands.edges.map((e: any) => e.node.databaseId)).not.toContain(otherBrandId);
    const all = await as('admin', MANAGED, { filter: { verified: true } });
    expect(all.body.data.managedBrands.edges.every((e: any) => e.node.isVerified)).toBe(true);
  });

  it('records gallery uploads and removals in the brand’s history', async () => {
    const upload = await as(
      'brand_admin',
      `mutation ($input: UploadBrandImageInput!) { uploadBrandImage(input: $input) { image { storagePath } } }`,
      { input: { brandId: ownBrandId, file: fileOf(await png(300, 200), 'g.png', 'image/png') } },
    );
    expect(upload.body.errors).toBeUndefined();
    const storagePath = upload.body.data.uploadBrandImage.image.storagePath;
    await as(
      'brand_admin',
      `mutation ($input: RemoveBrandImageInput!) { removeBrandImage(input: $input) { brand { id } } }`,
      {
        input: { brandId: ownBrandId, storagePath },
      },
    );
    const history = await as(
      'brand_admin',
      `query ($id: ID!) { node(id: $id) { ... on Brand { history(first: 2) { edges { node { action actorName } } } } } }`,
      { id: encodeGlobalID('Brand', ownBrandId) },
    );
    expect(history.body.data.node.history.edges.map((e: any) => e.node)).toEqual([
      { action: 'image_removed', actorName: seeded('brand_admin').email },
      { action: 'image_added', actorName: seeded('brand_admin').email },
    ]);
  });

  it("deletes a brand with its stored image files, its collections' uploads included", async () => {
    const created = await as('brand_admin', CREATE, {
      input: { ...complete(), imageFile: fileOf(await png(400, 300), 'x.png', 'image/png') },
    });
    const brandId = created.body.data.createBrand.brand.databaseId;
    const collection = await as(
      'brand_admin',
      `mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { collection { databaseId } } }`,
      { input: { brandId, title: 'Indigo', imageFile: fileOf(await png(500, 600), 'c.png', 'image/png') } },
    );
    expect(collection.body.errors).toBeUndefined();
    const collectionId = collection.body.data.createCollection.collection.databaseId;
    const keys = () => localKeyLister(server.mediaDir)('brand-assets', `brands/${brandId}`);
    const collectionKeys = () => localKeyLister(server.mediaDir)('brand-assets', `collections/${collectionId}`);
    expect((await keys()).length).toBeGreaterThan(1);
    expect((await collectionKeys()).length).toBeGreaterThan(1);
    const deleted = await as('brand_admin', DELETE, { id: brandId });
    expect(deleted.body.data.deleteBrand.deletedBrandId).toBe(brandId);
    expect(await server.db.prisma.brand.count({ where: { id: brandId } })).toBe(0);
    expect(await keys()).toEqual([]);
    expect(await collectionKeys()).toEqual([]);
    expect(
      await server.db.prisma.mediaObject.count({ where: { key: { startsWith: `collections/${collectionId}/` } } }),
    ).toBe(0);
    expect(await server.db.prisma.auditEvent.count({ where: { entityId: brandId, action: 'deleted' } })).toBe(1);
  });
});

describe('the tailoring card', () => {
  it('enabling adds the brand to /tailors; disabling removes it at once', async () => {
    const created = await as('brand_admin', CREATE, { input: { ...complete(), image: 'https://img.example/c.png' } });
    const brandId = created.body.data.createBrand.brand.databaseId;
    const refused = await as('brand_admin', SAVE_TAILORING, {
      input: { brandId, title: '', specialties: ['Streetwear'], consultationFee: -1 },
    });
    expect(Object.keys(refused.body.errors?.[0]?.extensions?.fieldErrors ?? {})).toEqual([
      'title',
      'specialties',
      'consultationFee',
    ]);

    const title = `Tailoring by ${brandId.slice(0, 6)}`;
    const saved = await as('brand_admin', SAVE_TAILORING, {
      input: {
        brandId,
        title,
        specialties: ['Bridal', 'Evening Gowns'],
        priceRange: '₦50,000 - ₦400,000',
        consultationFee: 15000,
        leadTime: '2-4 weeks',
      },
    });
    expect(saved.body.errors).toBeUndefined();
    const listed = await server.graphql(TAILORS, { search: title });
    expect(listed.body.data.tailors.edges.map((e: any) => e.node.brand.databaseId)).toEqual([brandId]);
    const profile = await server.db.prisma.tailorProfile.findUniqueOrThrow({ where: { brandId } });
    expect(profile.image).toBe('https://img.example/c.png');

    const foreign = await as('brand_admin', DISABLE_TAILORING, { input: { brandId: otherBrandId } });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const disabled = await as('brand_admin', DISABLE_TAILORING, { input: { brandId } });
    expect(disabled.body.errors).toBeUndefined();
    expect((await server.graphql(TAILORS, { search: title })).body.data.tailors.edges).toEqual([]);
    const trail = await server.db.prisma.auditEvent.findMany({ where: { brandId, entityType: 'tailoring' } });
    expect(trail.map((e) => e.action).sort()).toEqual(['tailoring_disabled', 'tailoring_enabled']);
  });
});

describe('REST /api/studio/brands', () => {
  const payload = () => ({
    name: `Rest Brand ${Math.random().toString(36).slice(2, 7)}`,
    description: "We don't mass-produce.",
    long_description: null,
    location: 'Nairobi, Kenya',
    price_range: 'KSh2,000 - KSh9,000',
    currency: 'KES',
    category: 'Ready to Wear',
    categories: ['Ready to Wear'],
    image: 'https://img.example/rest.png',
    is_verified: true,
    website: 'https://rest.example',
    instagram: '@rest',
    whatsapp: '',
    contact_email: '',
    founded_year: 2020,
    video_url: null,
    video_thumbnail: null,
  });

  it('POST creates an unverified brand and answers its id; bad input gets the form’s messages', async () => {
    const created = await rest.post('/api/studio/brands', payload(), bearer(tokens.brand_admin!));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ brand: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const stored = await server.db.prisma.brand.findUniqueOrThrow({ where: { id: created.body.brand.id } });
    expect(stored).toMatchObject({
      isVerified: false,
      priceRange: 'KSh2,000 - KSh9,000',
      description: 'We do not mass-produce.',
      city: 'Nairobi',
      contactEmail: null,
    });

    const missing = await rest.post('/api/studio/brands', {}, bearer(tokens.brand_admin!));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Brand name is required');
    expect(Object.keys(missing.body.fieldErrors)).toEqual([
      'name',
      'description',
      'categories',
      'location',
      'image',
      'price',
    ]);
    const currency = await rest.post(
      '/api/studio/brands',
      { ...payload(), currency: 'BTC' },
      bearer(tokens.brand_admin!),
    );
    expect(currency).toEqual({
      status: 400,
      body: {
        error: 'Please choose a currency from the list',
        fieldErrors: { currency: 'Please choose a currency from the list' },
      },
    });
    expect((await rest.post('/api/studio/brands', payload())).status).toBe(401);
    const forbidden = await rest.post('/api/studio/brands', payload(), bearer(tokens.user!));
    expect(forbidden).toEqual({
      status: 403,
      body: { error: "You don't have permission to create brands. Contact an administrator." },
    });
  });

  it('PUT answers the brand with the spec’s names and whether the name changed', async () => {
    const created = await rest.post('/api/studio/brands', payload(), bearer(tokens.admin!));
    const id = created.body.brand.id;
    const updated = await rest.put(
      `/api/studio/brands/${id}`,
      { name: 'Renamed Rest', is_verified: true },
      bearer(tokens.admin!),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      nameChanged: true,
      brand: { id, name: 'Renamed Rest', is_verified: true, price_range: 'KSh2,000 - KSh9,000', founded_year: 2020 },
    });
    const foreign = await rest.put(`/api/studio/brands/${otherBrandId}`, { name: 'x' }, bearer(tokens.brand_admin!));
    expect(foreign.status).toBe(403);
    const missing = await rest.put(
      '/api/studio/brands/00000000-0000-4000-8000-000000000000',
      { name: 'x' },
      bearer(tokens.admin!),
    );
    expect(missing).toEqual({
      status: 404,
      body: { error: 'Brand not found. Please check the URL or try again later.' },
    });
  });
});
