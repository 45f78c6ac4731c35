import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { mp4, png } from '../support/media-fixtures.js';
import { localKeyLister } from '../support/stored-objects.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

const seeded = (role: string) => SEED_USERS.find((u) => u.role === role)!;
const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

const PRODUCT = `product { id databaseId title description price salePrice studioPrice currency image images category categories
  inStock isCustom serviceType contactForPricing consultationFee specialties videoUrl videoThumbnail viewerCanEdit updatedAt
  brand { databaseId } collection { databaseId } responsiveImages { url srcSet variants { width format } } }`;
const CREATE = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`;
const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { ${PRODUCT} } }`;
const DELETE = `mutation ($input: DeleteProductInput!) { deleteProduct(input: $input) { deletedProductId } }`;
const EDITABLE = `query ($id: ID!) { editableProduct(id: $id) { databaseId title viewerCanEdit } }`;
const PUBLIC = `query ($id: ID!) { product(id: $id) { price salePrice studioPrice viewerCanEdit serviceType } }`;
const MANAGED = `query ($filter: ManagedProductFilter) { managedProducts(first: 100, filter: $filter) {
  totalCount edges { node { databaseId inStock serviceType brand { databaseId } } } } }`;
const CHOICES = `{ productBrandChoices { databaseId name isTailoringBrand offersTailoring } }`;
const VIDEO_UPLOAD = `mutation ($input: CreateProductVideoUploadInput!) {
  createProductVideoUpload(input: $input) { uploadUrl key maxBytes headers { name value } } }`;

let server: TestServer;
let config: oidc.Configuration;
const tokens: Record<string, string> = {};
/** A brand_admin's brand, not in a tailoring category, priced in naira. */
const plainBrandId = BRAND_ADMIN_BRAND_IDS[0]!;
/** The brand_admin's other brand: a tailoring (Bridal) brand. */
const tailoringBrandId = BRAND_ADMIN_BRAND_IDS[1]!;
let otherBrandId: string;
let otherProductId: string;
let listKeys: ReturnType<typeof localKeyLister>;

beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
  listKeys = localKeyLister(server.mediaDir);
  for (const role of ['super_admin', 'admin', 'brand_admin', 'user']) {
    const account = seeded(role);
    tokens[role] = (await signInWithPassword(server.url, config, account.email, account.password)).tokens.access_token;
  }
  const prisma = server.db.prisma;
  await prisma.brand.update({
    where: { id: plainBrandId },
    data: { category: 'Ready to Wear', categories: ['Ready to Wear'], currency: 'NGN' },
  });
  await prisma.brand.update({
    where: { id: tailoringBrandId },
    data: { category: 'Bridal', categories: ['Bridal'], currency: 'NGN' },
  });
  const other = await prisma.brand.findFirstOrThrow({
    where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] }, products: { some: {} } },
    orderBy: { name: 'asc' },
  });
  otherBrandId = other.id;
  otherProductId = (await prisma.product.findFirstOrThrow({ where: { brandId: otherBrandId } })).id;
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string | null, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, role ? bearer(tokens[role]!) : {});

const productInput = (overrides: Record<string, unknown> = {}) => ({
  brandId: plainBrandId,
  title: 'Adire shirt',
  description: 'Hand-dyed indigo cotton shirt',
  price: 25000,
  currency: 'NGN',
  categories: ['Ready to Wear'],
  imageUrls: ['https://img.example/shirt.jpg'],
  ...overrides,
});

const fieldErrors = (answer: { body: { errors?: { extensions?: Record<string, any> }[] } }) =>
  answer.body.errors?.[0]?.extensions?.fieldErrors;
const code = (answer: { body: { errors?: { extensions?: Record<string, any> }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

describe('creating products', () => {
  it('answers the spec’s message for each missing field', async () => {
    const answer = await as('admin', CREATE, {
      input: { brandId: '', title: ' ', description: '', currency: 'USD', categories: [] },
    });
    expect(code(answer)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(answer)).toEqual({
      title: 'Please enter a product title',
      description: 'Please enter a product description',
      brandId: 'Please select a brand',
      price: "Please enter a price or enable 'Contact for Pricing'",
      categories: 'Please select at least one category',
      images: 'Please upload at least one product image',
    });
  });

  it('refuses a currency other than the brand’s with the spec’s text, saving nothing', async () => {
    const before = await server.db.prisma.product.count();
    const answer = await as('brand_admin', CREATE, { input: productInput({ currency: 'USD' }) });
    expect(fieldErrors(answer)).toEqual({
      currency:
        'Currency mismatch! This brand uses ₦NGN. Please change the product currency to NGN or contact support if you need to use a different currency.',
    });
    expect(await server.db.prisma.product.count()).toBe(before);
  });

  it('lets super_admin, admin and a brand_admin (own brands) create; refuses the rest', async () => {
    for (const role of ['super_admin', 'admin', 'brand_admin']) {
      const answer = await as(role, CREATE, { input: productInput({ title: `By ${role}` }) });
      expect(answer.body.errors, role).toBeUndefined();
      expect(answer.body.data.createProduct.product).toMatchObject({
        title: `By ${role}`,
        price: 25000,
        studioPrice: 25000,
        currency: 'NGN',
        category: 'Ready to Wear',
        serviceType: 'product',
        brand: { databaseId: plainBrandId },
        viewerCanEdit: role !== 'admin',
      });
    }
    const before = await server.db.prisma.product.count();
    const foreign = await as('brand_admin', CREATE, {
      input: productInput({ brandId: otherBrandId, currency: 'USD' }),
    });
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: "You don't have permission to create products.",
      extensions: { code: 'FORBIDDEN' },
    });
    expect(code(await as('user', CREATE, { input: productInput() }))).toBe('FORBIDDEN');
    expect(code(await as(null, CREATE, { input: productInput() }))).toBe('UNAUTHENTICATED');
    expect(await server.db.prisma.product.count()).toBe(before);
  });

  it('stores uploaded images with webp variants, first the uploads then the links, and audits the create', async () => {
    const answer = await as('brand_admin', CREATE, {
      input: productInput({
        title: 'Uploaded',
        imageFiles: [
          fileOf(await png(1000, 1250), 'front.png', 'image/png'),
          fileOf(await png(400, 500), 'b.png', 'image/png'),
        ],
        imageUrls: ['https://img.example/extra.jpg'],
      }),
    });
    expect(answer.body.errors).toBeUndefined();
    const product = answer.body.data.createProduct.product;
    expect(product.images).toHaveLength(3);
    expect(product.image).toBe(product.images[0]);
    expect(product.images[0]).toMatch(
      new RegExp(`^/media/product-images/products/${product.databaseId}/[0-9a-f-]{36}\\.png$`),
    );
    expect(product.images[2]).toBe('https://img.example/extra.jpg');
    expect(product.responsiveImages.map((i: any) => i.url)).toEqual(product.images);
    expect(product.responsiveImages[0].srcSet).toMatch(/-w320\.webp 320w/);
    expect(product.responsiveImages[0].variants.every((v: any) => v.format === 'webp')).toBe(true);
    expect(product.responsiveImages[2]).toMatchObject({ srcSet: null, variants: [] });
    const keys = await listKeys('product-images', `products/${product.databaseId}/`);
    const stem = product.images[0].split('/').pop().replace('.png', '');
    expect(keys).toEqual(expect.arrayContaining([`products/${product.databaseId}/${stem}-w320.webp`]));
    expect(keys.filter((k) => k.endsWith('.webp')).length).toBeGreaterThanOrEqual(4);
    const recorded = await server.db.prisma.mediaObject.findMany({
      where: { key: { startsWith: `products/${product.databaseId}/` } },
    });
    expect(recorded).toHaveLength(2);
    expect((recorded[0]!.variants as unknown[]).length).toBeGreaterThan(0);

    const audit = await server.db.prisma.auditEvent.findFirstOrThrow({ where: { entityId: product.databaseId } });
    expect(audit).toMatchObject({ action: 'created', entityType: 'product', brandId: plainBrandId });
    expect((audit.changes as any).title).toEqual({ from: null, to: 'Uploaded' });
  });

  it('refuses a fifth image, a non-image file and a collection of another brand', async () => {
    const five = await as('brand_admin', CREATE, {
      input: productInput({ imageUrls: [1, 2, 3, 4, 5].map((n) => `https://img.example/${n}.jpg`) }),
    });
    expect(fieldErrors(five)).toEqual({ images: 'You can upload up to 4 product images.' });
    const textFile = await as('brand_admin', CREATE, {
      input: productInput({ imageFiles: [fileOf(Buffer.from('not an image at all'), 'a.png', 'image/png')] }),
    });
    expect(fieldErrors(textFile)).toEqual({ images: 'Product image must be a PNG, JPEG or WebP file.' });
    const foreignCollection = await server.db.prisma.catalogue.findFirstOrThrow({ where: { brandId: otherBrandId } });
    const wrongCollection = await as('brand_admin', CREATE, {
      input: productInput({ collectionId: encodeGlobalID('Collection', foreignCollection.id) }),
    });
    expect(Object.keys(fieldErrors(wrongCollection))).toEqual(['collectionId']);
  });

  it('makes one product for two concurrent requests with one idempotency key', async () => {
    const key = crypto.randomUUID();
    const input = productInput({
      title: 'Only once',
      idempotencyKey: key,
      imageFiles: [fileOf(await png(300, 300), 'one.png', 'image/png')],
    });
    const [a, b] = await Promise.all([as('brand_admin', CREATE, { input }), as('brand_admin', CREATE, { input })]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    const id = a.body.data.createProduct.product.databaseId;
    expect(b.body.data.createProduct.product.databaseId).toBe(id);
    expect(await server.db.prisma.product.count({ where: { title: 'Only once' } })).toBe(1);
    // The request that lost the race leaves no files behind.
    const originals = (await listKeys('product-images', 'products/')).filter(
      (k) => k.endsWith('.png') && !k.startsWith(`products/${id}/`),
    );
    const others = await server.db.prisma.mediaObject.findMany({ where: { key: { in: originals } } });
    expect(originals.length).toBe(others.length);
    const again = await as('brand_admin', CREATE, { input: productInput({ title: 'Changed', idempotencyKey: key }) });
    expect(again.body.data.createProduct.product.databaseId).toBe(id);
    expect(await server.db.prisma.product.count({ where: { title: 'Changed' } })).toBe(0);
  });

  it('keeps the tailoring fields for tailoring brands only; consultation means contact for pricing at 0', async () => {
    const consultation = await as('brand_admin', CREATE, {
      input: productInput({
        brandId: tailoringBrandId,
        title: 'Bridal consultation',
        categories: ['Bridal'],
        price: null,
        serviceType: 'consultation',
        consultationFee: 15000,
        specialties: ['Bridal Wear', ' Bridal Wear ', ''],
      }),
    });
    expect(consultation.body.errors).toBeUndefined();
    expect(consultation.body.data.createProduct.product).toMatchObject({
      serviceType: 'consultation',
      contactForPricing: true,
      price: null,
      studioPrice: 0,
      consultationFee: 15000,
      specialties: ['Bridal Wear'],
    });
    const plain = await as('brand_admin', CREATE, {
      input: productInput({ title: 'Plain', serviceType: 'service', consultationFee: 10, contactForPricing: true }),
    });
    expect(plain.body.data.createProduct.product).toMatchObject({
      serviceType: 'product',
      contactForPricing: false,
      consultationFee: null,
      price: 25000,
    });
  });

  it('takes a video uploaded straight to storage, checked against the brand’s folder and type', async () => {
    const video = mp4(128 * 1024);
    const started = await as('brand_admin', VIDEO_UPLOAD, {
      input: { brandId: plainBrandId, contentType: 'video/mp4', size: video.length },
    });
    expect(started.body.errors).toBeUndefined();
    const ticket = started.body.data.createProductVideoUpload;
    expect(ticket.key).toMatch(new RegExp(`^videos/${plainBrandId}/[0-9a-f-]{36}\\.mp4$`));
    const put = await fetch(new URL(ticket.uploadUrl, server.url), {
      method: 'PUT',
      headers: Object.fromEntries(ticket.headers.map((h: { name: string; value: string }) => [h.name, h.value])),
      body: new Uint8Array(video),
    });
    expect(put.status).toBe(200);
    const wrongBrand = await as('brand_admin', CREATE, {
      input: productInput({ brandId: tailoringBrandId, categories: ['Bridal'], videoUploadKey: ticket.key }),
    });
    expect(fieldErrors(wrongBrand)).toEqual({ videoUploadKey: 'This upload does not belong to this brand.' });
    const created = await as('brand_admin', CREATE, {
      input: productInput({
        title: 'With video',
        videoUploadKey: ticket.key,
        videoType: 'product_demo',
        videoThumbnailFile: fileOf(await png(640, 360), 'thumb.png', 'image/png'),
      }),
    });
    expect(created.body.errors).toBeUndefined();
    const product = created.body.data.createProduct.product;
    expect(product.videoUrl).toBe(`/media/product-videos/${ticket.key}`);
    expect(product.videoThumbnail).toMatch(new RegExp(`^/media/product-images/thumbnails/${product.databaseId}/`));
    const reused = await as('brand_admin', CREATE, { input: productInput({ videoUploadKey: ticket.key }) });
    expect(fieldErrors(reused)).toEqual({
      videoUploadKey: 'The uploaded video was not found. Please upload it again.',
    });
    const tooBig = await as('brand_admin', VIDEO_UPLOAD, {
      input: { brandId: plainBrandId, contentType: 'video/mp4', size: 51 * 1024 * 1024 },
    });
    expect(fieldErrors(tooBig)).toEqual({ size: 'Product video must be 50 MB or smaller.' });
    const onEdit = await as('brand_admin', VIDEO_UPLOAD, {
      input: { brandId: plainBrandId, contentType: 'video/mp4', size: 51 * 1024 * 1024, forEdit: true },
    });
    expect(onEdit.body.errors).toBeUndefined();
  });
});

describe('editing and deleting products', () => {
  const createOwn = async (overrides: Record<string, unknown> = {}) =>
    (await as('brand_admin', CREATE, { input: productInput(overrides) })).body.data.createProduct.product;

  it("refuses another brand's product with the spec's text and saves nothing; admins do not edit", async () => {
    const before = await server.db.prisma.product.findUniqueOrThrow({ where: { id: otherProductId } });
    const audits = await server.db.prisma.auditEvent.count();
    const id = encodeGlobalID('Product', otherProductId);
    for (const [query, input] of [
      [UPDATE, { id, title: 'Taken' }],
      [DELETE, { id }],
    ] as const) {
      const answer = await as('brand_admin', query, { input });
      expect(answer.body.errors?.[0]).toMatchObject({
        message: "You don't have permission to edit this product",
        extensions: { code: 'FORBIDDEN' },
      });
      expect(answer.body.data ?? null).toBeNull();
      expect(code(await as('admin', query, { input }))).toBe('FORBIDDEN');
      expect(code(await as('user', query, { input }))).toBe('FORBIDDEN');
      expect(code(await as(null, query, { input }))).toBe('UNAUTHENTICATED');
    }
    const editable = await as('brand_admin', EDITABLE, { id });
    expect(editable.body.errors?.[0]?.message).toBe("You don't have permission to edit this product");
    expect(await server.db.prisma.product.findUniqueOrThrow({ where: { id: otherProductId } })).toEqual(before);
    expect(await server.db.prisma.auditEvent.count()).toBe(audits);
    const bySuper = await as('super_admin', EDITABLE, { id });
    expect(bySuper.body.data.editableProduct).toMatchObject({ databaseId: otherProductId, viewerCanEdit: true });
    const missing = await as('brand_admin', EDITABLE, { id: encodeGlobalID('Product', crypto.randomUUID()) });
    expect(missing.body).toEqual({ data: { editableProduct: null } });
  });

  it('checks the edit form’s required fields with the spec’s messages', async () => {
    const own = await createOwn({ title: 'To edit' });
    const answer = await as('brand_admin', UPDATE, {
      input: { id: own.id, title: '', description: ' ', price: null, category: '' },
    });
    expect(fieldErrors(answer)).toEqual({
      title: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
      price: 'Please fill in all required fields',
      category: 'Please select a category',
    });
    const currency = await as('brand_admin', UPDATE, { input: { id: own.id, currency: 'GBP' } });
    expect(fieldErrors(currency).currency).toMatch(/^Currency mismatch! This brand uses ₦NGN\./);
  });

  it('changes what is sent, keeps and appends images, removes replaced uploads, and audits the change', async () => {
    const own = await createOwn({
      title: 'Gallery',
      imageFiles: [
        fileOf(await png(500, 500), 'a.png', 'image/png'),
        fileOf(await png(500, 500), 'b.png', 'image/png'),
      ],
    });
    const [first, second] = own.images;
    const answer = await as('brand_admin', UPDATE, {
      input: {
        id: own.id,
        title: 'Gallery renamed',
        category: 'Accessories',
        price: 30000,
        salePrice: 27000,
        inStock: false,
        keptImages: [second],
        imageFiles: [fileOf(await png(500, 500), 'c.png', 'image/png')],
      },
    });
    expect(answer.body.errors).toBeUndefined();
    const after = answer.body.data.updateProduct.product;
    expect(after).toMatchObject({
      title: 'Gallery renamed',
      category: 'Accessories',
      categories: ['Accessories', 'Ready to Wear'],
      price: 30000,
      salePrice: 27000,
      inStock: false,
      description: own.description,
    });
    expect(after.images).toHaveLength(2);
    expect(after.images[0]).toBe(second);
    expect(after.image).toBe(second);
    const firstKey = first.replace('/media/product-images/', '');
    const keys = await listKeys('product-images', `products/${own.databaseId}/`);
    expect(keys.some((k) => k.startsWith(firstKey.replace('.png', '')))).toBe(false);
    expect(keys).toContain(second.replace('/media/product-images/', ''));

    const audit = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: own.databaseId, action: 'updated', entityType: 'product' },
    });
    expect((audit.changes as any).title).toEqual({ from: 'Gallery', to: 'Gallery renamed' });

    const stale = await as('brand_admin', UPDATE, { input: { id: own.id, keptImages: [first] } });
    expect(Object.keys(fieldErrors(stale))).toEqual(['keptImages']);
  });

  it('moves a product to another own brand, clearing its collection', async () => {
    const collection = await server.db.prisma.catalogue.findFirstOrThrow({ where: { brandId: plainBrandId } });
    const own = await createOwn({ title: 'Moving', collectionId: collection.id });
    expect(own.collection).toEqual({ databaseId: collection.id });
    const moved = await as('brand_admin', UPDATE, { input: { id: own.id, brandId: tailoringBrandId } });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data.updateProduct.product).toMatchObject({
      brand: { databaseId: tailoringBrandId },
      collection: null,
    });
    const away = await as('brand_admin', UPDATE, { input: { id: own.id, brandId: otherBrandId } });
    expect(away.body.errors?.[0]?.message).toBe("You don't have permission to edit this product");
  });

  it('deletes a product with its uploaded files and an audit entry', async () => {
    const own = await createOwn({ title: 'Doomed', imageFiles: [fileOf(await png(400, 400), 'd.png', 'image/png')] });
    expect((await listKeys('product-images', `products/${own.databaseId}/`)).length).toBeGreaterThan(1);
    const answer = await as('brand_admin', DELETE, { input: { id: own.id } });
    expect(answer.body).toEqual({ data: { deleteProduct: { deletedProductId: own.id } } });
    expect(await server.db.prisma.product.findUnique({ where: { id: own.databaseId } })).toBeNull();
    expect(await listKeys('product-images', `products/${own.databaseId}/`)).toEqual([]);
    expect(
      await server.db.prisma.mediaObject.count({ where: { key: { startsWith: `products/${own.databaseId}/` } } }),
    ).toBe(0);
    const audit = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: own.databaseId, action: 'deleted', entityType: 'product' },
    });
    expect(audit.brandId).toBe(plainBrandId);
  });
});

describe('the studio product list and the public product', () => {
  it("lists a brand_admin's brands only, newest first, with filters and a total", async () => {
    const mine = await as('brand_admin', MANAGED);
    const { totalCount, edges } = mine.body.data.managedProducts;
    expect(totalCount).toBe(
      await server.db.prisma.product.count({ where: { brandId: { in: [...BRAND_ADMIN_BRAND_IDS] } } }),
    );
    expect(edges.every((e: any) => BRAND_ADMIN_BRAND_IDS.includes(e.node.brand.databaseId))).toBe(true);
    const all = await as('admin', MANAGED);
    expect(all.body.data.managedProducts.totalCount).toBe(await server.db.prisma.product.count());
    const outOfStock = await as('admin', MANAGED, { filter: { stock: 'OUT_OF_STOCK', brandId: plainBrandId } });
    expect(outOfStock.body.data.managedProducts.edges.every((e: any) => !e.node.inStock)).toBe(true);
    expect(outOfStock.body.data.managedProducts.totalCount).toBeGreaterThan(0);
    const portfolio = await as('admin', MANAGED, { filter: { serviceType: 'portfolio' } });
    expect(portfolio.body.data.managedProducts.edges.every((e: any) => e.node.serviceType === 'portfolio')).toBe(true);
    expect(code(await as('user', MANAGED))).toBe('FORBIDDEN');
    expect(code(await as(null, MANAGED))).toBe('UNAUTHENTICATED');
  });

  it('hides a portfolio piece’s price in public and shows the stored price to its managers only', async () => {
    const piece = await server.db.prisma.product.findFirstOrThrow({
      where: { serviceType: 'portfolio', brandId: { notIn: [...BRAND_ADMIN_BRAND_IDS] } },
    });
    const id = encodeGlobalID('Product', piece.id);
    for (const role of [null, 'user', 'brand_admin']) {
      const answer = await as(role, PUBLIC, { id });
      expect(answer.body.data.product, String(role)).toEqual({
        price: null,
        salePrice: null,
        studioPrice: null,
        viewerCanEdit: false,
        serviceType: 'portfolio',
      });
    }
    const admin = await as('admin', PUBLIC, { id });
    expect(admin.body.data.product).toMatchObject({ price: null, studioPrice: 0, viewerCanEdit: false });
    const superAdmin = await as('super_admin', PUBLIC, { id });
    expect(superAdmin.body.data.product).toMatchObject({ studioPrice: 0, viewerCanEdit: true });
  });

  it('offers a brand_admin their brands and admins every brand, with the tailoring flags', async () => {
    const mine = await as('brand_admin', CHOICES);
    expect(mine.body.data.productBrandChoices.map((b: any) => b.databaseId).sort()).toEqual(
      [...BRAND_ADMIN_BRAND_IDS].sort(),
    );
    const bridal = mine.body.data.productBrandChoices.find((b: any) => b.databaseId === tailoringBrandId);
    expect(bridal.isTailoringBrand).toBe(true);
    expect(mine.body.data.productBrandChoices.find((b: any) => b.databaseId === plainBrandId).isTailoringBrand).toBe(
      false,
    );
    const all = await as('admin', CHOICES);
    expect(all.body.data.productBrandChoices).toHaveLength(await server.db.prisma.brand.count());
    const names = all.body.data.productBrandChoices.map((b: any) => b.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
