import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seeded, seededTokens } from '../support/seeded-sign-in.js';
import { mp4, noisyPng, png, text } from '../support/media-fixtures.js';
import { localKeyLister } from '../support/stored-objects.js';
import { BRAND_ADMIN_BRAND_IDS } from '../../../prisma/seed/index.js';

const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const MB = 1024 * 1024;

const SPOTLIGHT = `id databaseId title subtitle brandName brandLink mainImage videoUrl videoThumbnail isActive
  featuredProducts { name collection image product { id } }`;
const CREATE = `mutation ($input: CreateSpotlightInput!) { createSpotlight(input: $input) { spotlight { ${SPOTLIGHT} } } }`;
const UPDATE = `mutation ($input: UpdateSpotlightInput!) { updateSpotlight(input: $input) { spotlight { ${SPOTLIGHT} } } }`;
const DELETE = `mutation ($id: ID!) { deleteSpotlight(id: $id) { deletedSpotlightId } }`;
const LIST = `query ($search: String) { studioSpotlights(first: 50, search: $search) { totalCount edges { node { databaseId title isActive } } } }`;
const ONE = `query ($id: ID!) { studioSpotlight(id: $id) { databaseId title } }`;
const CHOICES = `query ($brandId: ID!) { spotlightBrandChoices { id } spotlightProductChoices(brandId: $brandId) { id title category image } }`;
const HOME = `{ activeSpotlight { databaseId title featuredProducts { name collection } } }`;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await seededTokens(server.url, ['super_admin', 'admin', 'brand_admin']));
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string | null, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, role ? bearer(tokens[role]!) : {});

const fields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Designer Spotlight',
  subtitle: 'Indigo from Abeokuta',
  brandName: 'Adire Lagos',
  brandDescription: 'Hand-dyed indigo, cut in Lagos.',
  brandQuote: 'Every pattern is a proverb.',
  brandQuoteAuthor: 'Founder',
  brandLink: '/brand/adire-lagos',
  mainImage: 'https://img.example/main.jpg',
  ...overrides,
});

/** A brand with at least two products, and one product of another brand. */
async function brandWithProducts() {
  const brand = await server.db.prisma.brand.findFirstOrThrow({
    where: { products: { some: {} } },
    orderBy: { name: 'asc' },
    include: { products: { take: 2, orderBy: { title: 'asc' } } },
  });
  const other = await server.db.prisma.product.findFirstOrThrow({ where: { brandId: { not: brand.id } } });
  return { brand, products: brand.products, other };
}

const fieldErrors = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.fieldErrors;

describe('spotlights in the studio', () => {
  it('refuses signed-out visitors, brand admins and admins', async () => {
    const signedOut = await as(null, CREATE, { input: fields() });
    expect(signedOut.body.errors?.[0]).toMatchObject({
      message: 'You must be logged in to create spotlight content',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const signedOutEdit = await as(null, UPDATE, { input: { id: 'x', title: 'y' } });
    expect(signedOutEdit.body.errors?.[0]).toMatchObject({
      message: 'Missing required information',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (const role of ['brand_admin', 'admin']) {
      for (const [query, variables] of [
        [CREATE, { input: fields() }],
        [UPDATE, { input: { id: 'x', title: 'y' } }],
        [DELETE, { id: 'x' }],
        [LIST, {}],
        [ONE, { id: 'x' }],
      ] as const) {
        const refused = await as(role, query, variables);
        expect(refused.body.errors?.[0]).toMatchObject({
          message: 'You do not have permission to access this page.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
    }
    expect(await server.db.prisma.spotlight.count({ where: { brandName: 'Adire Lagos' } })).toBe(0);
  });

  it('names each missing required field with the spec’s message', async () => {
    const answer = await as('super_admin', CREATE, {
      input: { title: ' ', subtitle: '', brandQuote: '   ', mainImage: ' ' },
    });
    expect(fieldErrors(answer)).toEqual({
      title: 'Title is required',
      subtitle: 'Subtitle is required',
      brandName: 'Brand name is required',
      brandDescription: 'Brand description is required',
      brandQuote: 'Brand quote is required',
      brandQuoteAuthor: 'Quote author is required',
      mainImage: 'Main image is required',
      brandLink: 'Brand link is required',
    });
    const badLink = await as('super_admin', CREATE, { input: fields({ brandLink: 'javascript:alert(1)' }) });
    expect(fieldErrors(badLink)).toEqual({
      brandLink: 'Brand link must be a brand page (/brand/…) or a web address starting with http:// or https://',
    });
    const external = await as('super_admin', CREATE, {
      input: fields({ brandLink: 'https://adire-lagos.example', isActive: false }),
    });
    expect(external.body.errors).toBeUndefined();
    expect(external.body.data.createSpotlight.spotlight).toMatchObject({
      brandLink: 'https://adire-lagos.example',
      isActive: false,
    });
    const noId = await as('super_admin', UPDATE, { input: { title: 'x' } });
    expect(fieldErrors(noId)).toEqual({ id: 'Missing required information' });
    const blankOnEdit = await as('super_admin', UPDATE, {
      input: { id: external.body.data.createSpotlight.spotlight.id, brandQuoteAuthor: ' ' },
    });
    expect(fieldErrors(blankOnEdit)).toEqual({ brandQuoteAuthor: 'Quote author is required' });
  });

  it('features only products of the chosen brand, filling the image from the product', async () => {
    const { brand, products, other } = await brandWithProducts();
    const choices = await as('super_admin', CHOICES, { brandId: brand.id });
    expect(choices.body.data.spotlightProductChoices.length).toBeGreaterThanOrEqual(2);
    const noBrand = await as('super_admin', CREATE, {
      input: fields({ featuredProducts: [{ productId: products[0]!.id, name: 'A' }] }),
    });
    expect(fieldErrors(noBrand)).toEqual({ brandId: 'Please select a brand before adding featured products' });
    const foreign = await as('super_admin', CREATE, {
      input: fields({
        brandId: brand.id,
        featuredProducts: [
          { productId: products[0]!.id, name: 'Mine' },
          { productId: other.id, name: 'Not mine' },
          { productId: products[1]!.id, name: ' ' },
        ],
      }),
    });
    expect(fieldErrors(foreign)).toEqual({
      'featuredProducts.1.productId': "This product is not one of the selected brand's products",
      'featuredProducts.2.name': 'Product name is required',
    });
    const created = await as('super_admin', CREATE, {
      input: fields({
        title: 'Featured pieces',
        brandId: brand.id,
        featuredProducts: products.map((p) => ({ productId: p.id, name: p.title, collection: p.category })),
      }),
    });
    expect(created.body.errors).toBeUndefined();
    const spotlight = created.body.data.createSpotlight.spotlight;
    expect(spotlight.featuredProducts).toEqual(
      products.map((p) => ({
        name: p.title,
        collection: p.category,
        image: p.image,
        product: { id: expect.any(String) },
      })),
    );
  });

  it('keeps one spotlight active: creating or activating one turns the others off, with audit rows', async () => {
    const first = (await as('super_admin', CREATE, { input: fields({ title: 'First active' }) })).body.data
      .createSpotlight.spotlight;
    const second = (await as('super_admin', CREATE, { input: fields({ title: 'Second active' }) })).body.data
      .createSpotlight.spotlight;
    expect(second.isActive).toBe(true);
    const active = await server.db.prisma.spotlight.findMany({ where: { isActive: true } });
    expect(active.map((s) => s.id)).toEqual([second.databaseId]);
    expect((await server.graphql(HOME)).body.data.activeSpotlight.databaseId).toBe(second.databaseId);

    const again = await as('super_admin', UPDATE, { input: { id: first.id, isActive: true } });
    expect(again.body.data.updateSpotlight.spotlight.isActive).toBe(true);
    const nowActive = await server.db.prisma.spotlight.findMany({ where: { isActive: true } });
    expect(nowActive.map((s) => s.id)).toEqual([first.databaseId]);

    const audit = await server.db.prisma.auditEvent.findMany({
      where: { entityType: 'spotlight', entityId: { in: [first.databaseId, second.databaseId] } },
      orderBy: { createdAt: 'asc' },
    });
    // Entries written in one transaction share its time: compare per spotlight, in order of writes.
    const actionsOf = (id: string) => audit.filter((e) => e.entityId === id).map((e) => e.action);
    expect(actionsOf(first.databaseId)).toEqual(['created', 'deactivated', 'activated']);
    expect(actionsOf(second.databaseId)).toEqual(['created', 'deactivated']);
    expect(audit.every((e) => e.actorEmail === seeded('super_admin').email)).toBe(true);

    const list = await as('super_admin', LIST, { search: 'active' });
    expect(list.body.data.studioSpotlights.edges[0].node).toMatchObject({
      databaseId: first.databaseId,
      isActive: true,
    });
  });

  it('stores uploads in the spotlight buckets within their limits and removes replaced files', async () => {
    const keys = localKeyLister(server.mediaDir);
    const created = await as('super_admin', CREATE, {
      input: fields({
        title: 'Uploaded',
        mainImage: null,
        mainImageFile: fileOf(await png(1200, 800), 'main.png', 'image/png'),
        videoThumbnailFile: fileOf(await png(640, 360), 'thumb.png', 'image/png'),
        videoFile: fileOf(mp4(), 'film.mp4', 'video/mp4'),
      }),
    });
    expect(created.body.errors).toBeUndefined();
    const spotlight = created.body.data.createSpotlight.spotlight;
    const id = spotlight.databaseId;
    expect(spotlight.mainImage).toMatch(new RegExp(`/main/${id}/[0-9a-f-]{36}\\.png$`));
    expect(spotlight.videoThumbnail).toMatch(new RegExp(`/thumbnails/${id}/[0-9a-f-]{36}\\.png$`));
    expect(spotlight.videoUrl).toMatch(new RegExp(`/campaigns/${id}/[0-9a-f-]{36}\\.mp4$`));
    expect((await keys('spotlight-images', `main/${id}`)).length).toBeGreaterThan(1);
    expect(await keys('spotlight-videos', `campaigns/${id}`)).toHaveLength(1);

    const replaced = await as('super_admin', UPDATE, {
      input: { id: spotlight.id, mainImageFile: fileOf(await png(800, 600), 'again.png', 'image/png'), videoUrl: '' },
    });
    expect(replaced.body.errors).toBeUndefined();
    const after = replaced.body.data.updateSpotlight.spotlight;
    expect(after.mainImage).not.toBe(spotlight.mainImage);
    expect(after.videoUrl).toBeNull();
    const mainKeys = await keys('spotlight-images', `main/${id}`);
    expect(mainKeys.some((key) => spotlight.mainImage.endsWith(key))).toBe(false);
    expect(mainKeys.some((key) => after.mainImage.endsWith(key))).toBe(true);
    expect(await keys('spotlight-videos', `campaigns/${id}`)).toHaveLength(0);

    const tooBigMain = await as('super_admin', CREATE, {
      input: fields({ mainImage: null, mainImageFile: fileOf(await noisyPng(10 * MB + 1), 'big.png', 'image/png') }),
    });
    expect(fieldErrors(tooBigMain)).toEqual({ mainImageFile: 'Main image must be 10 MB or smaller.' });
    const tooBigThumb = await as('super_admin', CREATE, {
      input: fields({ videoThumbnailFile: fileOf(await noisyPng(5 * MB + 1), 'big.png', 'image/png') }),
    });
    expect(fieldErrors(tooBigThumb)).toEqual({ videoThumbnailFile: 'Thumbnail must be 5 MB or smaller.' });
    const tooBigVideo = await as('super_admin', CREATE, {
      input: fields({ videoFile: fileOf(mp4(50 * MB + 1), 'long.mp4', 'video/mp4') }),
    });
    expect(fieldErrors(tooBigVideo)).toEqual({ videoFile: 'Video must be 50 MB or smaller.' });
    const notAnImage = await as('super_admin', CREATE, {
      input: fields({ mainImage: null, mainImageFile: fileOf(text(), 'notes.png', 'image/png') }),
    });
    expect(fieldErrors(notAnImage)).toEqual({ mainImageFile: 'Main image must be a PNG, JPEG or WebP file.' });
    const { brand, products } = await brandWithProducts();
    const tooBigProduct = await as('super_admin', CREATE, {
      input: fields({
        brandId: brand.id,
        featuredProducts: [
          {
            productId: products[0]!.id,
            name: 'Piece',
            imageFile: fileOf(await noisyPng(5 * MB + 1), 'p.png', 'image/png'),
          },
        ],
      }),
    });
    expect(fieldErrors(tooBigProduct)).toEqual({
      'featuredProducts.0.imageFile': 'Product image must be 5 MB or smaller.',
    });
    // Nothing refused was written.
    expect(
      await server.db.prisma.spotlight.count({ where: { title: 'Designer Spotlight', videoUrl: { not: null } } }),
    ).toBe(0);

    const deleted = await as('super_admin', DELETE, { id: spotlight.id });
    expect(deleted.body.data.deleteSpotlight.deletedSpotlightId).toBe(spotlight.id);
    expect(await keys('spotlight-images', `main/${id}`)).toHaveLength(0);
    expect(await keys('spotlight-images', `thumbnails/${id}`)).toHaveLength(0);
    const gone = await server.db.prisma.auditEvent.findFirstOrThrow({ where: { entityId: id, action: 'deleted' } });
    expect(gone.entityType).toBe('spotlight');
    const missing = await as('super_admin', UPDATE, { input: { id: spotlight.id, title: 'Again' } });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Spotlight content not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await as('super_admin', ONE, { id: spotlight.id })).body.data.studioSpotlight).toBeNull();
  });

  it('runs the upload diagnostics against the spotlight images bucket', async () => {
    const response = await fetch(`${server.url}/api/studio/upload-diagnostics`, {
      headers: { authorization: `Bearer ${tokens.super_admin}` },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.email).toBe(seeded('super_admin').email);
    expect(body.storage).toMatchObject({
      bucket: 'spotlight-images',
      write: true,
      read: true,
      delete: true,
      error: null,
    });
    expect(await localKeyLister(server.mediaDir)('spotlight-images', 'diagnostics')).toHaveLength(0);
    const brandAdmin = await fetch(`${server.url}/api/studio/upload-diagnostics`, {
      headers: { authorization: `Bearer ${tokens.brand_admin}` },
    });
    expect(brandAdmin.status).toBe(403);
    expect(BRAND_ADMIN_BRAND_IDS.length).toBeGreaterThan(0);
  });
});
