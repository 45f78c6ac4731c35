import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { schema } from '../../src/assembly/schema.js';
import { loadViewer, viewerOwnsBrand, type Viewer } from '../../src/auth/viewer.js';
import { databaseId } from '../../src/domain/global-id.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { guardedRootFields, nodeTypes, satisfies, type GuardedField } from '../support/guarded-fields.js';
import { seededTokens } from '../support/seeded-sign-in.js';
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

// Every Node type, found by walking the schema, is asked for by id (node and nodes) by every kind of
// caller: a record must answer exactly to the callers who find it in the lists and queries that
// show its type, and be null to everyone else. A Node type without a rule, or without a case
// below, fails here.
describe('access matrix: every Node type by id', () => {
  const CALLERS = ['visitor', 'user', 'brand_admin', 'admin', 'super_admin'] as const;
  type Caller = (typeof CALLERS)[number];
  type Headers = Record<string, string>;

  interface NodeCase {
    /** Makes (or picks) a record of the type; public types any record, the others one some callers may not list. */
    record(): Promise<string>;
    /** The global ids of this type the caller finds in the lists and queries that show it (refused: none). */
    listed(id: string, headers: Headers): Promise<string[]>;
  }

  const PROBE = 'node-probe';
  let headersOf: Record<Caller, Headers>;
  let foreignBrandId: string;
  let customerId: string;

  /** Every `id` in a GraphQL answer's data (a refused field answers none). */
  const idsIn = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(idsIn);
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, v]) => (key === 'id' && typeof v === 'string' ? [v] : idsIn(v)));
  };
  const listedBy =
    (...documents: string[]) =>
    async (id: string, headers: Headers) => {
      const found: string[] = [];
      for (const document of documents) {
        const { body } = await server.graphql(document, document.includes('$id') ? { id } : {}, headers);
        found.push(...idsIn(body.data));
      }
      return found;
    };
  const row = (typename: string) => (id: string) => encodeGlobalID(typename, id);

  const NODE_CASES: Record<string, NodeCase> = {
    Brand: {
      record: async () => foreignBrandId,
      listed: listedBy(`query ($id: ID!) { brand(id: $id) { id } }`),
    },
    Collection: {
      record: async () =>
        (await server.db.prisma.catalogue.findFirstOrThrow({ where: { brandId: foreignBrandId } })).id,
      listed: listedBy(`query ($id: ID!) { collection(id: $id) { id } }`),
    },
    Product: {
      record: async () => (await server.db.prisma.product.findFirstOrThrow({ where: { brandId: foreignBrandId } })).id,
      listed: listedBy(`query ($id: ID!) { product(id: $id) { id } }`),
    },
    Tailor: {
      record: async () => (await server.db.prisma.tailorProfile.findFirstOrThrow()).id,
      listed: listedBy(`query ($id: ID!) { tailor(id: $id) { id } }`),
    },
    HeroSlide: {
      record: async () =>
        (
          await server.db.prisma.heroSlide.create({
            data: { image: '/media/probe.png', title: PROBE, heroTitle: 'Not shown yet', isActive: false },
          })
        ).id,
      listed: listedBy(`{ heroSlides { id } }`, `{ studioHeroSlides { id } }`),
    },
    Spotlight: {
      record: async () =>
        (await server.db.prisma.spotlight.create({ data: { title: PROBE, brandName: 'Draft', isActive: false } })).id,
      listed: listedBy(
        `{ activeSpotlight { id } }`,
        `{ studioSpotlights(first: 5, search: "${PROBE}") { edges { node { id } } } }`,
      ),
    },
    Lead: {
      record: async () =>
        (
          await server.db.prisma.lead.create({
            data: { brandId: foreignBrandId, customerName: PROBE, customerEmail: `${PROBE}@lead.example` },
          })
        ).id,
      listed: listedBy(`query ($id: ID!) { leads(first: 1, filter: { id: $id }) { edges { node { id } } } }`),
    },
    Order: {
      record: async () =>
        (
          await server.db.prisma.order.create({
            data: {
              kind: 'custom_order',
              brandId: foreignBrandId,
              userId: customerId,
              deliveryFullName: PROBE,
              deliveryEmail: `${PROBE}@order.example`,
            },
          })
        ).id,
      // No list shows Order itself; its brand's managers read it in their inbox.
      listed: async (_id, headers) => {
        const { body } = await server.graphql(
          `{ inbox(first: 5, filter: { search: "${PROBE}@order.example" }) { edges { node { order { databaseId } } } } }`,
          {},
          headers,
        );
        return (body.data?.inbox.edges ?? []).map((e: any) => row('Order')(e.node.order.databaseId));
      },
    },
    DesignerApplication: {
      record: async () =>
        (
          await server.db.prisma.designerApplication.create({
            data: {
              brandName: PROBE,
              designerName: 'Probe',
              email: `${PROBE}@apply.example`,
              location: 'Lagos',
              category: (await server.db.prisma.designerApplication.findFirstOrThrow()).category,
              description: 'Applying',
            },
          })
        ).id,
      listed: listedBy(`{ designerApplications(first: 5, filter: { search: "${PROBE}" }) { edges { node { id } } } }`),
    },
    NewsletterSubscriber: {
      record: async () =>
        (await server.db.prisma.newsletterSubscriber.create({ data: { email: `${PROBE}@news.example` } })).id,
      listed: listedBy(`{ newsletterSubscribers(first: 5, filter: { search: "${PROBE}" }) { edges { node { id } } } }`),
    },
    Review: {
      record: async () =>
        (
          await server.db.prisma.review.create({
            data: {
              brandId: foreignBrandId,
              userId: customerId,
              author: 'Probe',
              comment: PROBE,
              rating: 1,
              hiddenAt: new Date(),
            },
          })
        ).id,
      listed: (id, headers) =>
        listedBy(
          `{ managedReviews(first: 5, filter: { search: "${PROBE}", hidden: true }) { edges { node { id } } } }`,
          `{ brand(id: "${row('Brand')(foreignBrandId)}") { reviews(first: 100) { edges { node { id } } } } }`,
        )(id, headers),
    },
    AuditEvent: {
      record: async () =>
        (
          await server.db.prisma.auditEvent.create({
            data: {
              actorEmail: `${PROBE}@audit.example`,
              actorRole: 'super_admin',
              action: 'updated',
              entityType: PROBE,
              entityId: foreignBrandId,
              brandId: foreignBrandId,
            },
          })
        ).id,
      listed: (id, headers) =>
        listedBy(
          `{ auditEvents(first: 5, filter: { entityType: "${PROBE}" }) { edges { node { id } } } }`,
          `{ brand(id: "${row('Brand')(foreignBrandId)}") { history(first: 5) { edges { node { id } } } } }`,
        )(id, headers),
    },
    ProductImport: {
      record: async () =>
        (
          await server.db.prisma.productImport.create({
            data: { brandId: foreignBrandId, dryRun: true, fileName: PROBE },
          })
        ).id,
      listed: (id, headers) =>
        listedBy(
          `query ($id: ID!) { productImport(id: $id) { id } }`,
          `{ latestProductImport(brandId: "${row('Brand')(foreignBrandId)}") { id } }`,
        )(id, headers),
    },
    User: {
      record: async () => customerId,
      listed: listedBy(
        `{ users(first: 5, filter: { search: "${PROBE}" }) { edges { node { id } } } }`,
        `{ viewer { id } }`,
      ),
    },
  };

  beforeAll(async () => {
    const tokens = await seededTokens(server.url, ['user', 'brand_admin', 'admin', 'super_admin']);
    headersOf = {
      visitor: {},
      user: bearer(tokens.user!),
      brand_admin: bearer(tokens.brand_admin!),
      admin: bearer(tokens.admin!),
      super_admin: bearer(tokens.super_admin!),
    };
    const prisma = server.db.prisma;
    foreignBrandId = (
      await prisma.brand.findFirstOrThrow({
        where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] }, tailor: { isNot: null } },
        orderBy: { name: 'asc' },
      })
    ).id;
    customerId = (await prisma.user.create({ data: { email: `${PROBE}@customer.example`, role: 'user' } })).id;
  });

  it('has a rule and a case for every Node type, and no case for a type that is gone', () => {
    const types = nodeTypes(schema);
    expect(types.length).toBeGreaterThanOrEqual(13);
    for (const type of types) {
      expect(
        type.rule,
        `${type.name}: give it authScopes (the rule of its lists) or extensions: PUBLIC_NODE`,
      ).not.toBeNull();
      expect(
        NODE_CASES[type.name],
        `${type.name}: add a case to NODE_CASES (a record and the lists that show it)`,
      ).toBeDefined();
    }
    expect(Object.keys(NODE_CASES).sort()).toEqual(types.map((t) => t.name).sort());
  });

  it('answers each record by id exactly to the callers who may list it, and null to everyone else', async () => {
    const NODE = `query ($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`;
    const wrong: string[] = [];
    let hiddenChecks = 0;
    for (const type of nodeTypes(schema)) {
      const probe = NODE_CASES[type.name];
      if (!probe) continue;
      const id = row(type.name)(await probe.record());
      const readers: Caller[] = [];
      for (const caller of CALLERS) {
        const listed = (await probe.listed(id, headersOf[caller])).includes(id);
        if (listed) readers.push(caller);
        else hiddenChecks += 2;
        const { body } = await server.graphql(NODE, { id }, headersOf[caller]);
        expect(body.errors, `${type.name} as ${caller}`).toBeUndefined();
        const expected = listed ? { id } : null;
        if (!isDeepStrictEqual(body.data.node, expected))
          wrong.push(
            `node(id:) of ${type.name} as ${caller}: ${listed ? 'null, though listed' : 'answered, though not listed'}`,
          );
        if (!isDeepStrictEqual(body.data.nodes, [expected]))
          wrong.push(
            `nodes(ids:) of ${type.name} as ${caller}: ${listed ? 'null, though listed' : 'answered, though not listed'}`,
          );
      }
      // A public type's record is listed for everyone; any other case's record must be hidden from
      // someone (or the case proves nothing) and listed for someone (or its lists are not probed).
      if (type.rule === 'public' && readers.length < CALLERS.length)
        wrong.push(`${type.name} is marked public but listed only for ${readers.join(', ') || 'nobody'}`);
      if (type.rule !== 'public' && readers.length === CALLERS.length)
        wrong.push(`${type.name}: its case's record is listed for everyone; make one some callers may not list`);
      if (readers.length === 0)
        wrong.push(`${type.name}: listed for nobody (probe its lists as a caller who may read them)`);
    }
    expect(wrong).toEqual([]);
    expect(hiddenChecks).toBeGreaterThanOrEqual(40);
  });
});
