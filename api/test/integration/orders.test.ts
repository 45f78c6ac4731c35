import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

const seedUserByRole = (role: string) => SEED_USERS.find((u) => u.role === role)!;

let server: TestServer;
const tokens: Record<'shopper' | 'brandAdmin', string> = { shopper: '', brandAdmin: '' };
let ownedProductId: string;
let otherProductId: string;

beforeAll(async () => {
  server = await startTestServer();
  const config = await webClient(server.url);
  for (const [key, role] of [
    ['shopper', 'user'],
    ['brandAdmin', 'brand_admin'],
  ] as const) {
    const user = seedUserByRole(role);
    tokens[key] = (await signInWithPassword(server.url, config, user.email, user.password)).tokens.access_token;
  }
  const prisma = server.db.prisma;
  ownedProductId = (
    await prisma.product.findFirstOrThrow({
      where: { brandId: BRAND_ADMIN_BRAND_IDS[0], serviceType: { not: 'portfolio' } },
      orderBy: { id: 'asc' },
    })
  ).id;
  otherProductId = (
    await prisma.product.findFirstOrThrow({
      where: { brandId: { notIn: [...BRAND_ADMIN_BRAND_IDS] }, serviceType: { not: 'portfolio' } },
      orderBy: { id: 'asc' },
    })
  ).id;
});
afterAll(async () => {
  await server?.close();
});

const CUSTOM_ORDER = `mutation($input: CreateCustomOrderInput!) { createCustomOrder(input: $input) { leadId order { id databaseId kind status totalAmount quantity fitPreference sleevePreference brand { id } } } }`;
const BRAND_REQUEST = `mutation($input: CreateBrandRequestInput!) { createBrandRequest(input: $input) { leadId order { databaseId kind quantity } } }`;
const LEADS = `{ leads(first: 100) { totalCount edges { node { id customerName customerEmail source leadType status createdAt brand { databaseId } } } } }`;

const customOrderInput = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId: encodeGlobalID('Product', productId),
  size: 'M',
  color: 'Indigo',
  quantity: 2,
  specialRequirements: 'Hand-rolled hem',
  measurements: { fitPreference: 'slightly-fitted', lengthPreference: 'long', sleevePreference: 'three-quarter' },
  deliveryAddress: {
    fullName: 'Ngozi Eze',
    email: 'ngozi@example.com',
    phone: '+2348012345678',
    city: 'Lagos',
    country: 'Nigeria',
  },
  ...overrides,
});

const counts = async () => ({
  orders: await server.db.prisma.order.count(),
  leads: await server.db.prisma.lead.count(),
});

describe('custom orders', () => {
  it('stores the order and a custom_order lead for its brand, with the surcharge', async () => {
    const before = await counts();
    const product = await server.db.prisma.product.findUniqueOrThrow({ where: { id: ownedProductId } });
    const { body } = await server.graphql(
      CUSTOM_ORDER,
      { input: customOrderInput(ownedProductId) },
      bearer(tokens.shopper),
    );
    expect(body.errors).toBeUndefined();
    const placed = body.data.createCustomOrder;
    expect(placed.order).toMatchObject({
      kind: 'custom_order',
      status: 'pending',
      quantity: 2,
      fitPreference: 'slightly-fitted',
      sleevePreference: 'three-quarter',
    });
    const unit =
      product.salePrice != null && Number(product.salePrice) < Number(product.price)
        ? Number(product.salePrice)
        : Number(product.price);
    expect(placed.order.totalAmount).toBeCloseTo(Math.round(unit * 2 * 1.1 * 100) / 100, 2);
    expect(await counts()).toEqual({ orders: before.orders + 1, leads: before.leads + 1 });
    const lead = await server.db.prisma.lead.findFirstOrThrow({ where: { orderId: placed.order.databaseId } });
    expect(lead).toMatchObject({
      brandId: product.brandId,
      source: 'custom_order',
      leadType: 'custom_order',
      customerName: 'Ngozi Eze',
      customerEmail: 'ngozi@example.com',
      status: 'new',
    });
    expect(placed.leadId).toBe(encodeGlobalID('Lead', lead.id));
  });

  it("writes nothing and answers every field's message when the order is incomplete", async () => {
    const before = await counts();
    const { body } = await server.graphql(
      CUSTOM_ORDER,
      {
        input: customOrderInput(ownedProductId, {
          measurements: { fitPreference: 'regular' },
          deliveryAddress: { fullName: '', email: 'nope' },
        }),
      },
      bearer(tokens.shopper),
    );
    expect(body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        fullName: 'Full name is required',
        email: 'Please enter a valid email address',
        lengthPreference: 'Length preference is required',
        sleevePreference: 'Sleeve preference is required',
      },
    });
    expect(body.data).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('refuses a signed-out visitor, writing nothing', async () => {
    const before = await counts();
    const { body } = await server.graphql(CUSTOM_ORDER, { input: customOrderInput(ownedProductId) });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Please sign in to submit custom orders.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(await counts()).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown product', async () => {
    const { body } = await server.graphql(
      CUSTOM_ORDER,
      { input: customOrderInput('00000000-0000-4000-8000-000000000000') },
      bearer(tokens.shopper),
    );
    expect(body.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('brand requests', () => {
  it('stores the request and a brand_request lead from a product_request source', async () => {
    const { body } = await server.graphql(
      BRAND_REQUEST,
      {
        input: {
          productId: otherProductId,
          quantity: 3,
          size: 'L',
          deliveryAddress: { fullName: 'Kofi Mensah', email: 'kofi@example.com', country: 'Ghana' },
        },
      },
      bearer(tokens.shopper),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.createBrandRequest.order).toMatchObject({ kind: 'brand_request', quantity: 3 });
    const lead = await server.db.prisma.lead.findFirstOrThrow({
      where: { orderId: body.data.createBrandRequest.order.databaseId },
    });
    expect(lead).toMatchObject({ source: 'product_request', leadType: 'brand_request', customerName: 'Kofi Mensah' });
  });

  it("uses the spec's messages and quantities 1 to 5", async () => {
    const before = await counts();
    const ask = (input: Record<string, unknown>) =>
      server.graphql(BRAND_REQUEST, { input: { productId: otherProductId, ...input } }, bearer(tokens.shopper));
    expect(
      (await ask({ quantity: 0, deliveryAddress: { fullName: '', email: '' } })).body.errors?.[0]?.extensions
        ?.fieldErrors,
    ).toEqual({
      fullName: 'Full name is required',
      email: 'Email address is required',
      quantity: 'Quantity must be at least 1',
    });
    expect(
      (await ask({ quantity: 6, deliveryAddress: { fullName: 'Kofi', email: 'kofi@example.com' } })).body.errors?.[0]
        ?.extensions?.fieldErrors,
    ).toEqual({ quantity: 'Quantity must be between 1 and 5' });
    expect(await counts()).toEqual(before);
  });
});

describe('leads', () => {
  it("shows a brand_admin the leads of the brands they own, and no other brand's", async () => {
    await server.graphql(
      CUSTOM_ORDER,
      {
        input: customOrderInput(otherProductId, {
          deliveryAddress: { fullName: 'Other Brand Customer', email: 'other@example.com' },
        }),
      },
      bearer(tokens.shopper),
    );
    const { body } = await server.graphql(LEADS, {}, bearer(tokens.brandAdmin));
    expect(body.errors).toBeUndefined();
    const nodes = body.data.leads.edges.map((e: any) => e.node);
    expect(
      nodes.some(
        (n: any) => n.customerName === 'Ngozi Eze' && n.source === 'custom_order' && n.leadType === 'custom_order',
      ),
    ).toBe(true);
    expect(nodes.every((n: any) => BRAND_ADMIN_BRAND_IDS.includes(n.brand.databaseId))).toBe(true);
    expect(nodes.some((n: any) => n.customerName === 'Other Brand Customer' || n.customerName === 'Kofi Mensah')).toBe(
      false,
    );
  });

  it("refuses a shopper and a signed-out visitor, and hides another brand's lead from node()", async () => {
    expect((await server.graphql(LEADS, {}, bearer(tokens.shopper))).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await server.graphql(LEADS)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const other = await server.db.prisma.lead.findFirstOrThrow({ where: { customerName: 'Other Brand Customer' } });
    const { body } = await server.graphql(
      'query($id: ID!) { node(id: $id) { id } }',
      { id: encodeGlobalID('Lead', other.id) },
      bearer(tokens.brandAdmin),
    );
    expect(body.data?.node ?? null).toBeNull();
  });
});

describe('POST /api/orders/custom and /api/orders/brand-request', () => {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const payload = (overrides: Record<string, unknown> = {}) => ({
    user_id: null,
    product_id: ownedProductId,
    brand_id: BRAND_ADMIN_BRAND_IDS[0],
    customer_notes: 'For a wedding in June',
    delivery_address: {
      full_name: 'Amara Nwosu',
      phone: '+2348000000000',
      email: 'amara@example.com',
      address_line_1: '12 Marina',
      city: 'Lagos',
      state: 'Lagos',
      postal_code: '101001',
      country: 'Nigeria',
    },
    total_amount: 1,
    size: 'S',
    color: 'Gold',
    quantity: 1,
    measurements: { fit_preference: 'regular', length_preference: 'regular', sleeve_preference: 'long' },
    ...overrides,
  });

  it('answers 201 { order, lead } for the spec payload', async () => {
    const { status, body } = await post('/orders/custom', payload(), tokens.shopper);
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['lead', 'order']);
    expect(Object.keys(body.order).sort()).toEqual(['created_at', 'currency', 'id', 'kind', 'status', 'total_amount']);
    expect(body.order).toMatchObject({ kind: 'custom_order', status: 'pending' });
    expect(await server.db.prisma.lead.count({ where: { orderId: body.order.id } })).toBe(1);
    expect(body.lead.id).toEqual(expect.any(String));
  });

  it("answers 400 { error } with the spec's text for bad input", async () => {
    const bad = (address: Record<string, unknown>) => payload({ delivery_address: address });
    expect(await post('/orders/custom', bad({ full_name: '', email: 'a@b.co' }), tokens.shopper)).toEqual({
      status: 400,
      body: { error: 'Full name is required' },
    });
    expect(await post('/orders/custom', bad({ full_name: 'A', email: '' }), tokens.shopper)).toEqual({
      status: 400,
      body: { error: 'Email is required' },
    });
    expect(await post('/orders/custom', bad({ full_name: 'A', email: 'a@' }), tokens.shopper)).toEqual({
      status: 400,
      body: { error: 'Please enter a valid email address' },
    });
    expect((await post('/orders/custom', payload({ measurements: {} }), tokens.shopper)).status).toBe(400);
    expect(await post('/orders/brand-request', bad({ full_name: 'A', email: '' }), tokens.shopper)).toEqual({
      status: 400,
      body: { error: 'Email address is required' },
    });
    expect(await post('/orders/brand-request', payload({ quantity: 0 }), tokens.shopper)).toEqual({
      status: 400,
      body: { error: 'Quantity must be at least 1' },
    });
    expect(await post('/orders/brand-request', payload({ quantity: 'many' }), tokens.shopper)).toEqual({
      status: 400,
      body: { error: 'Quantity must be at least 1' },
    });
  });

  it('answers 401 signed out and 404 for an unknown product', async () => {
    expect(await post('/orders/custom', payload())).toEqual({
      status: 401,
      body: { error: 'Please sign in to submit custom orders.' },
    });
    expect(await post('/orders/brand-request', payload({ product_id: 'nope' }), tokens.shopper)).toEqual({
      status: 404,
      body: { error: 'Product not found' },
    });
  });

  it('answers 201 for a brand request', async () => {
    const { status, body } = await post(
      '/orders/brand-request',
      payload({ measurements: undefined, quantity: 4 }),
      tokens.shopper,
    );
    expect(status).toBe(201);
    expect(body.order.kind).toBe('brand_request');
  });
});
