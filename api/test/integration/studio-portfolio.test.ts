import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { png } from '../support/media-fixtures.js';
import { localKeyLister } from '../support/stored-objects.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

const seeded = (role: string) => SEED_USERS.find((u) => u.role === role)!;
const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

const PIECE = `product { id databaseId title price studioPrice salePrice serviceType contactForPricing inStock isCustom
  category categories image images priceRange specialties leadTime consultationFee materials techniques inspiration
  currency brand { databaseId } }`;
const CREATE = `mutation ($input: CreatePortfolioPieceInput!) { createPortfolioPiece(input: $input) { ${PIECE} } }`;
const PUBLIC = `query ($id: ID!) { product(id: $id) { price studioPrice serviceType } }`;
const CHOICES = `{ portfolioBrandChoices { databaseId category categories isTailoringBrand } }`;

let server: TestServer;
let config: oidc.Configuration;
const tokens: Record<string, string> = {};
let tailoringBrandId: string;
let plainBrandId: string;

beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
  for (const role of ['super_admin', 'admin', 'brand_admin', 'user']) {
    const account = seeded(role);
    tokens[role] = (await signInWithPassword(server.url, config, account.email, account.password)).tokens.access_token;
  }
  const prisma = server.db.prisma;
  tailoringBrandId = (await prisma.brand.findFirstOrThrow({ where: { category: 'Bridal' }, orderBy: { name: 'asc' } }))
    .id;
  plainBrandId = (
    await prisma.brand.findFirstOrThrow({ where: { category: 'Streetwear & Urban' }, orderBy: { name: 'asc' } })
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

describe('portfolio pieces in GraphQL', () => {
  it("answers the spec's messages and accepts tailoring-category brands only", async () => {
    const blank = await as('admin', CREATE, { input: { brandId: '', title: '', description: '' } });
    expect(fieldErrors(blank)).toEqual({
      title: 'Please fill in all required fields',
      description: 'Please fill in all required fields',
      brandId: 'Please fill in all required fields',
      images: 'Please upload at least one portfolio image',
    });
    const plain = await as('admin', CREATE, {
      input: { brandId: plainBrandId, title: 'Gown', description: 'Silk', imageUrls: ['https://img.example/g.jpg'] },
    });
    expect(fieldErrors(plain)).toEqual({
      brandId: 'Portfolio pieces can only be added to brands in a tailoring category',
    });
  });

  it('is for those who manage the home page content: super admins and admins', async () => {
    const input = {
      brandId: tailoringBrandId,
      title: 'Gown',
      description: 'Silk',
      imageUrls: ['https://img.example/g.jpg'],
    };
    const before = await server.db.prisma.product.count();
    expect(code(await as('brand_admin', CREATE, { input }))).toBe('FORBIDDEN');
    expect(code(await as('user', CREATE, { input }))).toBe('FORBIDDEN');
    expect(code(await as(null, CREATE, { input }))).toBe('UNAUTHENTICATED');
    expect(await server.db.prisma.product.count()).toBe(before);
    for (const role of ['super_admin', 'admin'])
      expect((await as(role, CREATE, { input: { ...input, title: `By ${role}` } })).body.errors, role).toBeUndefined();
  });

  it('saves a piece as the spec says (price 0, hidden in public) with images in brand-assets/portfolio', async () => {
    const answer = await as('admin', CREATE, {
      input: {
        brandId: tailoringBrandId,
        title: 'Beaded lace gown',
        description: 'Hand-beaded French lace over silk crepe',
        imageFiles: [fileOf(await png(1200, 1600), 'gown.png', 'image/png')],
        imageUrls: ['https://img.example/back.jpg'],
        priceRange: '₦800,000 - ₦1,500,000',
        specialties: ['Bridal Wear', 'Lace Work'],
        leadTime: '8-12 weeks',
        consultationFee: 25000,
        materials: ['Lace', 'Silk'],
        techniques: ['Beading', 'Hand Stitching'],
        inspiration: 'A grandmother’s wedding photograph',
      },
    });
    expect(answer.body.errors).toBeUndefined();
    const piece = answer.body.data.createPortfolioPiece.product;
    expect(piece).toMatchObject({
      price: null,
      salePrice: null,
      studioPrice: 0,
      serviceType: 'portfolio',
      contactForPricing: true,
      inStock: true,
      isCustom: true,
      category: 'Custom Design',
      categories: ['Custom Design'],
      consultationFee: 25000,
      materials: ['Lace', 'Silk'],
      techniques: ['Beading', 'Hand Stitching'],
      brand: { databaseId: tailoringBrandId },
    });
    expect(piece.image).toMatch(new RegExp(`^/media/brand-assets/portfolio/${piece.databaseId}/[0-9a-f-]{36}\\.png$`));
    expect(piece.images).toEqual([piece.image, 'https://img.example/back.jpg']);
    const keys = await localKeyLister(server.mediaDir)('brand-assets', `portfolio/${piece.databaseId}/`);
    expect(keys.filter((k) => k.endsWith('.webp')).length).toBeGreaterThanOrEqual(4);
    const stored = await server.db.prisma.product.findUniqueOrThrow({ where: { id: piece.databaseId } });
    expect(Number(stored.price)).toBe(0);
    const shown = await as(null, PUBLIC, { id: piece.id });
    expect(shown.body.data.product).toEqual({ price: null, studioPrice: null, serviceType: 'portfolio' });
    expect(
      await server.db.prisma.auditEvent.count({
        where: { entityId: piece.databaseId, action: 'created', entityType: 'portfolio_piece' },
      }),
    ).toBe(1);
  });

  it('offers the brands in a tailoring category only', async () => {
    const answer = await as('admin', CHOICES);
    const brands = answer.body.data.portfolioBrandChoices;
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((b: any) => b.isTailoringBrand)).toBe(true);
    expect(brands.some((b: any) => b.databaseId === plainBrandId)).toBe(false);
    expect(code(await as('brand_admin', CHOICES))).toBe('FORBIDDEN');
  });
});
