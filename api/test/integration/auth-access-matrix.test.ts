import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { schema } from '../../src/graphql/schema.js';
import { loadViewer, viewerOwnsBrand, type Viewer } from '../../src/auth/viewer.js';
import { databaseId } from '../../src/domain/global-id.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { guardedRootFields, satisfies, type GuardedField } from '../support/guarded-fields.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

// Every brand-scoped or permission-guarded query and mutation, found by walking the schema, is run
// as a brand_admin of another brand and as a signed-out visitor: both must be refused, with no data.

const brandAdmin = SEED_USERS.find((u) => u.role === 'brand_admin')!;

let server: TestServer;
let accessToken: string;
let viewer: Viewer;
let fields: GuardedField[];
beforeAll(async () => {
  server = await startTestServer();
  const { tokens } = await signInWithPassword(
    server.url,
    await webClient(server.url),
    brandAdmin.email,
    brandAdmin.password,
  );
  accessToken = tokens.access_token;
  viewer = (await loadViewer(server.db.prisma, brandAdmin.id))!;

  // The target: a brand the brand admin does not own, and things that belong to it.
  const prisma = server.db.prisma;
  const brand = await prisma.brand.findFirstOrThrow({
    where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] } },
    orderBy: { name: 'asc' },
  });
  const collection = await prisma.catalogue.findFirst({ where: { brandId: brand.id } });
  const product = await prisma.product.findFirst({ where: { brandId: brand.id } });
  const review = await prisma.review.findFirst({ where: { brandId: brand.id } });
  const lead = await prisma.lead.findFirst({ where: { brandId: brand.id } });
  const shopper = SEED_USERS.find((u) => u.role === 'user')!;
  const ids: [RegExp, string | undefined][] = [
    [/collection|catalogue/i, collection ? encodeGlobalID('Collection', collection.id) : undefined],
    [/product/i, product ? encodeGlobalID('Product', product.id) : undefined],
    [/review/i, review ? encodeGlobalID('Review', review.id) : undefined],
    [/lead/i, lead?.id],
    [/user/i, encodeGlobalID('User', shopper.id)],
  ];
  fields = guardedRootFields(
    schema,
    (name) => ids.find(([pattern, id]) => id && pattern.test(name))?.[1] ?? encodeGlobalID('Brand', brand.id),
  );
});
afterAll(async () => {
  await server?.close();
});

const codes = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

describe('access matrix', () => {
  it('finds the guarded fields (at least the user-management mutations)', () => {
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['setUserRole', 'grantBrands', 'revokeBrand']));
  });

  it('refuses every guarded field to a signed-out visitor, with no data', async () => {
    for (const field of fields) {
      const { body } = await server.graphql(field.document, field.variables);
      expect(codes(body), `${field.operation} ${field.name}`).toContain('UNAUTHENTICATED');
      expect(body.data?.[field.name] ?? null, `${field.operation} ${field.name}`).toBeNull();
    }
  });

  it("refuses a brand_admin every guarded field for another brand's data, with no data", async () => {
    const scopeViewer = {
      role: viewer.role,
      permissions: viewer.permissions,
      ownsBrand: (id: string) => viewerOwnsBrand(viewer, databaseId(id, 'Brand') ?? id),
    };
    const ctx = { prisma: server.db.prisma, viewer, integrator: null, requestId: 'matrix' };
    let checked = 0;
    for (const field of fields) {
      // Fields every brand_admin may use (not tied to a brand) are not part of this matrix.
      if (await satisfies(field.scopes, scopeViewer, field.variables, ctx)) continue;
      checked += 1;
      const { body } = await server.graphql(field.document, field.variables, bearer(accessToken));
      expect(codes(body), `${field.operation} ${field.name}`).toContain('FORBIDDEN');
      expect(body.data?.[field.name] ?? null, `${field.operation} ${field.name}`).toBeNull();
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });

  it('writes nothing when it refuses', async () => {
    const shopper = SEED_USERS.find((u) => u.role === 'user')!;
    const user = await server.db.prisma.user.findUniqueOrThrow({
      where: { id: shopper.id },
      include: { ownedBrands: true },
    });
    expect(user.role).toBe('user');
    expect(user.ownedBrands).toEqual([]);
  });
});

// Product edits decide ownership from the product row itself (its brand), so the schema walk above
// lets them through for every brand_admin: here each one is run on another brand's product.
describe('access matrix: products, services and portfolio pieces of another brand', () => {
  const ROW_FIELDS = [
    ['editableProduct', `query ($id: ID!) { editableProduct(id: $id) { id studioPrice } }`, (id: string) => ({ id })],
    [
      'updateProduct',
      `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { product { id } } }`,
      (id: string) => ({ input: { id, title: 'Taken' } }),
    ],
    [
      'deleteProduct',
      `mutation ($input: DeleteProductInput!) { deleteProduct(input: $input) { deletedProductId } }`,
      (id: string) => ({ input: { id } }),
    ],
    [
      'updateService',
      `mutation ($input: UpdateServiceInput!) { updateService(input: $input) { product { id } } }`,
      (id: string) => ({ input: { id, title: 'Taken' } }),
    ],
    [
      'deleteService',
      `mutation ($input: DeleteServiceInput!) { deleteService(input: $input) { deletedProductId } }`,
      (id: string) => ({ input: { id } }),
    ],
  ] as const;

  it('refuses a brand_admin every product, service and portfolio row of another brand, changing nothing', async () => {
    const prisma = server.db.prisma;
    const foreign = { brandId: { notIn: [...BRAND_ADMIN_BRAND_IDS] } };
    const rows = [
      await prisma.product.findFirstOrThrow({ where: { ...foreign, serviceKind: null, serviceType: 'product' } }),
      await prisma.product.findFirstOrThrow({ where: { ...foreign, serviceKind: { not: null } } }),
      await prisma.product.findFirstOrThrow({ where: { ...foreign, serviceType: 'portfolio' } }),
    ];
    const audits = await prisma.auditEvent.count();
    let leaks = 0;
    for (const row of rows) {
      const id = encodeGlobalID('Product', row.id);
      for (const [name, document, variables] of ROW_FIELDS) {
        // A service mutation on a non-service is not found; anything else must be refused.
        const notAService = name.endsWith('Service') && row.serviceKind === null;
        const { body } = await server.graphql(document, variables(id), bearer(accessToken));
        expect(codes(body), `${name} ${row.title}`).toContain(notAService ? 'NOT_FOUND' : 'FORBIDDEN');
        if (body.data?.[name] != null) leaks += 1;
      }
      expect(await prisma.product.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
    }
    expect(leaks).toBe(0);
    expect(await prisma.auditEvent.count()).toBe(audits);
  });

  it("leaks no other brand's product through the studio lists, the brand choices or the studio-only fields", async () => {
    const PRODUCT_FIELDS = 'databaseId studioPrice viewerCanEdit brand { databaseId }';
    const studio = await server.graphql(
      `{ managedProducts(first: 100) { edges { node { ${PRODUCT_FIELDS} } } }
         managedServices(first: 100) { edges { node { ${PRODUCT_FIELDS} } } }
         productBrandChoices { databaseId } serviceBrandChoices { databaseId } }`,
      {},
      bearer(accessToken),
    );
    expect(studio.body.errors).toBeUndefined();
    const own = (brandId: string) => BRAND_ADMIN_BRAND_IDS.includes(brandId);
    const listed = [
      ...studio.body.data.managedProducts.edges.map((e: any) => e.node.brand.databaseId),
      ...studio.body.data.managedServices.edges.map((e: any) => e.node.brand.databaseId),
      ...studio.body.data.productBrandChoices.map((b: any) => b.databaseId),
      ...studio.body.data.serviceBrandChoices.map((b: any) => b.databaseId),
    ];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((brandId) => !own(brandId))).toEqual([]);

    // The public list, read by the brand_admin and by a visitor: studio fields only for their own brands.
    const PUBLIC = `{ products(first: 100, filter: { inStock: null }) { edges { node { ${PRODUCT_FIELDS} price serviceType } } } }`;
    for (const headers of [bearer(accessToken), {}]) {
      const { body } = await server.graphql(PUBLIC, {}, headers);
      const nodes = body.data.products.edges.map((e: any) => e.node);
      const signedIn = 'authorization' in headers;
      const leaked = nodes.filter(
        (n: any) =>
          ((n.studioPrice !== null || n.viewerCanEdit) && !(signedIn && own(n.brand.databaseId))) ||
          (n.serviceType === 'portfolio' && n.price !== null),
      );
      expect(leaked).toEqual([]);
    }
  });
});
