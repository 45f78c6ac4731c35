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

const SERVICE = `product { id databaseId title description price studioPrice currency serviceKind serviceType category categories
  duration hourlyRate fixedPrice consultationFee sessionsIncluded deliveryMethod includes requirements contactForPricing
  priceRange image images inStock isCustom brand { databaseId } }`;
const CREATE = `mutation ($input: CreateServiceInput!) { createService(input: $input) { ${SERVICE} } }`;
const UPDATE = `mutation ($input: UpdateServiceInput!) { updateService(input: $input) { ${SERVICE} } }`;
const DELETE = `mutation ($input: DeleteServiceInput!) { deleteService(input: $input) { deletedProductId } }`;
const MANAGED = `query ($filter: ManagedServiceFilter) { managedServices(first: 100, filter: $filter) {
  totalCount edges { node { databaseId serviceKind brand { databaseId } } } } }`;
const CHOICES = `{ serviceBrandChoices { databaseId offersTailoring } }`;

let server: TestServer;
let config: oidc.Configuration;
const tokens: Record<string, string> = {};
/** The brand_admin's tailor brand (tailoring enabled). */
const tailorBrandId = BRAND_ADMIN_BRAND_IDS[1]!;
/** The brand_admin's brand without tailoring. */
const plainBrandId = BRAND_ADMIN_BRAND_IDS[0]!;
let otherTailorBrandId: string;
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
  await prisma.brand.update({ where: { id: tailorBrandId }, data: { currency: 'GHS' } });
  await prisma.tailorProfile.upsert({
    where: { brandId: tailorBrandId },
    create: { brandId: tailorBrandId, title: 'Bridal atelier' },
    update: {},
  });
  await prisma.tailorProfile.deleteMany({ where: { brandId: plainBrandId } });
  otherTailorBrandId = (
    await prisma.brand.findFirstOrThrow({
      where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] }, tailor: { isNot: null } },
      orderBy: { name: 'asc' },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string | null, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, role ? bearer(tokens[role]!) : {});
const fieldErrors = (answer: { body: { errors?: { extensions?: Record<string, any> }[] } }) =>
  answer.body.errors?.[0]?.extensions?.fieldErrors;
const code = (answer: { body: { errors?: { extensions?: Record<string, any> }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

const serviceInput = (overrides: Record<string, unknown> = {}) => ({
  brandId: tailorBrandId,
  kind: 'fitting',
  title: 'Fitting Sessions',
  description: 'Measurements and fit assessment',
  hourlyRate: 20,
  fixedPrice: 50,
  ...overrides,
});

describe('creating services', () => {
  it("answers the spec's messages: required fields, tailor brands only, pricing", async () => {
    const blank = await as('super_admin', CREATE, {
      input: { brandId: '', kind: 'consultation', title: '', description: ' ' },
    });
    expect(fieldErrors(blank)).toEqual({
      title: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
      brandId: 'Please fill in all required fields',
      pricing: "Please set pricing or enable 'Contact for Pricing'",
    });
    const notTailor = await as('brand_admin', CREATE, { input: serviceInput({ brandId: plainBrandId }) });
    expect(fieldErrors(notTailor)).toEqual({ brandId: 'Services can only be created for tailor brands' });
    const unpriced = await as('brand_admin', CREATE, {
      input: serviceInput({ hourlyRate: null, fixedPrice: null }),
    });
    expect(fieldErrors(unpriced)).toEqual({ pricing: "Please set pricing or enable 'Contact for Pricing'" });
  });

  it('lets a super admin (any tailor brand) and a brand_admin (own) create; refuses admins, others and strangers', async () => {
    const before = await server.db.prisma.product.count();
    const foreign = await as('brand_admin', CREATE, { input: serviceInput({ brandId: otherTailorBrandId }) });
    expect(code(foreign)).toBe('FORBIDDEN');
    expect(code(await as('admin', CREATE, { input: serviceInput() }))).toBe('FORBIDDEN');
    expect(code(await as('user', CREATE, { input: serviceInput() }))).toBe('FORBIDDEN');
    expect(code(await as(null, CREATE, { input: serviceInput() }))).toBe('UNAUTHENTICATED');
    expect(await server.db.prisma.product.count()).toBe(before);
    const bySuper = await as('super_admin', CREATE, { input: serviceInput({ brandId: otherTailorBrandId }) });
    expect(bySuper.body.errors).toBeUndefined();
    expect(bySuper.body.data.createService.product.brand.databaseId).toBe(otherTailorBrandId);
  });

  it('stores the sent price, service type and category the spec derives from the kind', async () => {
    const fitting = await as('brand_admin', CREATE, {
      input: serviceInput({
        sessionsIncluded: 2,
        deliveryMethod: 'pickup',
        includes: [' Measurements ', '', 'Measurements', 'Pinning'],
        duration: '45 minutes',
      }),
    });
    expect(fitting.body.errors).toBeUndefined();
    expect(fitting.body.data.createService.product).toMatchObject({
      serviceKind: 'fitting',
      serviceType: 'service',
      category: 'Alterations',
      categories: ['Alterations'],
      price: 20,
      hourlyRate: 20,
      fixedPrice: 50,
      currency: 'GHS',
      sessionsIncluded: 2,
      deliveryMethod: 'pickup',
      includes: ['Measurements', 'Pinning'],
      duration: '45 minutes',
      inStock: true,
      isCustom: true,
      image: '/images/service-placeholder.svg',
      images: [],
    });
    const consultation = await as('brand_admin', CREATE, {
      input: serviceInput({
        kind: 'consultation',
        title: 'Design Consultation',
        consultationFee: 30,
        contactForPricing: true,
        priceRange: 'GH₵200 - GH₵900',
      }),
    });
    expect(consultation.body.data.createService.product).toMatchObject({
      serviceKind: 'consultation',
      serviceType: 'consultation',
      category: 'Custom Design',
      price: null,
      studioPrice: 0,
      contactForPricing: true,
      priceRange: 'GH₵200 - GH₵900',
    });
    const custom = await as('brand_admin', CREATE, {
      input: serviceInput({ kind: 'custom_design', hourlyRate: null, fixedPrice: 400 }),
    });
    expect(custom.body.data.createService.product).toMatchObject({
      serviceType: 'service',
      category: 'Custom Design',
      price: 400,
    });
    const audit = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: fitting.body.data.createService.product.databaseId },
    });
    expect(audit).toMatchObject({ action: 'created', entityType: 'service', brandId: tailorBrandId });
  });

  it('takes up to two images (uploads with webp variants, then links)', async () => {
    const three = await as('brand_admin', CREATE, {
      input: serviceInput({
        imageUrls: ['https://img.example/1.jpg', 'https://img.example/2.jpg', 'https://img.example/3.jpg'],
      }),
    });
    expect(fieldErrors(three)).toEqual({ images: 'You can upload up to 2 service images.' });
    const answer = await as('brand_admin', CREATE, {
      input: serviceInput({
        imageFiles: [fileOf(await png(800, 600), 'atelier.png', 'image/png')],
        imageUrls: ['https://img.example/2.jpg'],
      }),
    });
    expect(answer.body.errors).toBeUndefined();
    const service = answer.body.data.createService.product;
    expect(service.image).toMatch(new RegExp(`^/media/product-images/services/${service.databaseId}/`));
    expect(service.images).toEqual([service.image, 'https://img.example/2.jpg']);
    const keys = await listKeys('product-images', `services/${service.databaseId}/`);
    expect(keys.filter((k) => k.endsWith('.webp')).length).toBeGreaterThanOrEqual(3);
  });

  it('creates one service for a repeated idempotency key', async () => {
    const input = serviceInput({ title: 'Once only', idempotencyKey: crypto.randomUUID() });
    const [a, b] = await Promise.all([as('brand_admin', CREATE, { input }), as('brand_admin', CREATE, { input })]);
    expect(a.body.data.createService.product.databaseId).toBe(b.body.data.createService.product.databaseId);
    expect(await server.db.prisma.product.count({ where: { title: 'Once only' } })).toBe(1);
  });
});

describe('editing, deleting and listing services', () => {
  const createOwn = async (overrides: Record<string, unknown> = {}) =>
    (await as('brand_admin', CREATE, { input: serviceInput(overrides) })).body.data.createService.product;

  it('changes the fields sent, works the price out again and keeps the brand', async () => {
    const own = await createOwn({ title: 'To edit' });
    const required = await as('brand_admin', UPDATE, { input: { id: own.id, title: '', description: '' } });
    expect(fieldErrors(required)).toEqual({
      title: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
    });
    const answer = await as('brand_admin', UPDATE, {
      input: { id: own.id, kind: 'consultation', consultationFee: 15, title: 'Renamed' },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.updateService.product).toMatchObject({
      title: 'Renamed',
      serviceKind: 'consultation',
      serviceType: 'consultation',
      category: 'Custom Design',
      price: 15,
      hourlyRate: 20,
      brand: { databaseId: tailorBrandId },
    });
    const free = await as('brand_admin', UPDATE, { input: { id: own.id, contactForPricing: true } });
    expect(free.body.data.updateService.product).toMatchObject({ price: null, studioPrice: 0 });
    const audit = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: own.databaseId, action: 'updated', entityType: 'service' },
      orderBy: { createdAt: 'asc' },
    });
    expect((audit.changes as any).serviceKind).toEqual({ from: 'fitting', to: 'consultation' });
  });

  it("refuses another brand's service and answers 'Service not found' for a product that is not one", async () => {
    const foreign = await server.db.prisma.product.findFirstOrThrow({
      where: { brandId: { notIn: [...BRAND_ADMIN_BRAND_IDS] }, serviceKind: { not: null } },
    });
    const id = encodeGlobalID('Product', foreign.id);
    for (const [query, input] of [
      [UPDATE, { id, title: 'Taken' }],
      [DELETE, { id }],
    ] as const) {
      const answer = await as('brand_admin', query, { input });
      expect(answer.body.errors?.[0]).toMatchObject({
        message: "You don't have permission to edit this product",
        extensions: { code: 'FORBIDDEN' },
      });
      expect(code(await as('admin', query, { input }))).toBe('FORBIDDEN');
      expect(code(await as(null, query, { input }))).toBe('UNAUTHENTICATED');
    }
    expect(await server.db.prisma.product.findUniqueOrThrow({ where: { id: foreign.id } })).toEqual(foreign);
    const plainProduct = await server.db.prisma.product.findFirstOrThrow({
      where: { brandId: plainBrandId, serviceKind: null },
    });
    const notService = await as('brand_admin', UPDATE, {
      input: { id: encodeGlobalID('Product', plainProduct.id), title: 'x' },
    });
    expect(notService.body.errors?.[0]).toMatchObject({
      message: 'Service not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('deletes a service with its audit entry', async () => {
    const own = await createOwn({ title: 'Doomed service' });
    const answer = await as('brand_admin', DELETE, { input: { id: own.id } });
    expect(answer.body).toEqual({ data: { deleteService: { deletedProductId: own.id } } });
    expect(await server.db.prisma.product.findUnique({ where: { id: own.databaseId } })).toBeNull();
    expect(
      await server.db.prisma.auditEvent.count({
        where: { entityId: own.databaseId, action: 'deleted', entityType: 'service' },
      }),
    ).toBe(1);
  });

  it("lists services only (seeded services are product rows), scoped to a brand_admin's brands", async () => {
    const all = await as('super_admin', MANAGED);
    const services = await server.db.prisma.product.count({ where: { serviceKind: { not: null } } });
    expect(all.body.data.managedServices.totalCount).toBe(services);
    expect(services).toBeGreaterThan(5);
    expect(all.body.data.managedServices.edges.every((e: any) => e.node.serviceKind)).toBe(true);
    const fittings = await as('super_admin', MANAGED, { filter: { kind: 'fitting' } });
    expect(fittings.body.data.managedServices.edges.every((e: any) => e.node.serviceKind === 'fitting')).toBe(true);
    const mine = await as('brand_admin', MANAGED);
    expect(
      mine.body.data.managedServices.edges.every((e: any) => BRAND_ADMIN_BRAND_IDS.includes(e.node.brand.databaseId)),
    ).toBe(true);
    expect(mine.body.data.managedServices.totalCount).toBeGreaterThan(0);
  });

  it('offers tailor brands: all to a super admin, owned ones to a brand_admin, none to an admin', async () => {
    const bySuper = await as('super_admin', CHOICES);
    expect(bySuper.body.data.serviceBrandChoices).toHaveLength(await server.db.prisma.tailorProfile.count());
    expect(bySuper.body.data.serviceBrandChoices.every((b: any) => b.offersTailoring)).toBe(true);
    const mine = await as('brand_admin', CHOICES);
    expect(mine.body.data.serviceBrandChoices).toEqual([{ databaseId: tailorBrandId, offersTailoring: true }]);
    expect((await as('admin', CHOICES)).body.data.serviceBrandChoices).toEqual([]);
  });
});
