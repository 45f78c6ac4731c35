import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { restClient } from '../support/rest-client.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

const seeded = (role: string) => SEED_USERS.find((u) => u.role === role)!;

let server: TestServer;
let config: oidc.Configuration;
let rest: ReturnType<typeof restClient>;
const tokens: Record<string, string> = {};
let tailoringBrandId: string;

beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
  rest = restClient(server);
  for (const role of ['admin', 'brand_admin']) {
    const account = seeded(role);
    tokens[role] = (await signInWithPassword(server.url, config, account.email, account.password)).tokens.access_token;
  }
  tailoringBrandId = (
    await server.db.prisma.brand.findFirstOrThrow({ where: { category: 'Bridal' }, orderBy: { name: 'asc' } })
  ).id;
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/studio/products (the portfolio payload)', () => {
  const payload = (overrides: Record<string, unknown> = {}) => ({
    title: 'Aso-oke ensemble',
    description: 'Hand-woven aso-oke with a matching gele',
    brand_id: tailoringBrandId,
    images: ['https://img.example/aso-oke.jpg'],
    price_range: '₦300,000 - ₦600,000',
    specialties: ['Custom Design'],
    lead_time: '6 weeks',
    consultation_fee: '15000',
    materials: ['Cotton'],
    techniques: ['Hand Stitching'],
    inspiration: 'Ceremonial weaving',
    ...overrides,
  });

  it('answers 201 with the saved piece in the spec’s field names', async () => {
    const answer = await rest.post('/api/studio/products', payload(), bearer(tokens.admin!));
    expect(answer.status).toBe(201);
    expect(answer.body.product).toMatchObject({
      title: 'Aso-oke ensemble',
      price: 0,
      brand_id: tailoringBrandId,
      image: 'https://img.example/aso-oke.jpg',
      images: ['https://img.example/aso-oke.jpg'],
      category: 'Custom Design',
      in_stock: true,
      is_custom: true,
      service_type: 'portfolio',
      contact_for_pricing: true,
      price_range: '₦300,000 - ₦600,000',
      lead_time: '6 weeks',
      consultation_fee: 15000,
      materials: ['Cotton'],
      techniques: ['Hand Stitching'],
    });
    expect(answer.body.product.id).toMatch(/^[0-9a-f-]{36}$/);
    const saved = await server.db.prisma.product.findUniqueOrThrow({ where: { id: answer.body.product.id } });
    expect(saved).toMatchObject({ serviceType: 'portfolio', contactForPricing: true, brandId: tailoringBrandId });
  });

  it('answers the spec’s texts under error', async () => {
    const missing = await rest.post('/api/studio/products', payload({ title: '' }), bearer(tokens.admin!));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Please fill in all required fields');
    const noImage = await rest.post('/api/studio/products', payload({ images: [] }), bearer(tokens.admin!));
    expect(noImage.status).toBe(400);
    expect(noImage.body).toMatchObject({
      error: 'Please upload at least one portfolio image',
      fieldErrors: { images: 'Please upload at least one portfolio image' },
    });
    const before = await server.db.prisma.product.count();
    const fee = await rest.post('/api/studio/products', payload({ consultation_fee: 'a lot' }), bearer(tokens.admin!));
    expect(fee.body).toMatchObject({ error: 'Consultation fee must be a number' });
    const signedOut = await rest.post('/api/studio/products', payload());
    expect(signedOut.status).toBe(401);
    expect(typeof signedOut.body.error).toBe('string');
    const brandAdmin = await rest.post('/api/studio/products', payload(), bearer(tokens.brand_admin!));
    expect(brandAdmin.status).toBe(403);
    expect(brandAdmin.body.error).toBe('You do not have permission to access this page.');
    expect(await server.db.prisma.product.count()).toBe(before);
  });
});
