import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { getNamedType, isCompositeType, isObjectType } from 'graphql';
import { schema } from '../../src/assembly/schema.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seeded, seededTokens } from '../support/seeded-sign-in.js';
import { BRAND_ADMIN_BRAND_IDS } from '../../../prisma/seed/index.js';

const ENTRY = `id kind receivedAt read summary from { name email phone } brand { databaseId name }
  enquiry { subject message }
  order { productTitle size color quantity fitPreference lengthPreference sleevePreference specialRequirements
    customerNotes delivery { fullName email phone addressLine1 city state postalCode country } }
  lead { id status }`;
const INBOX = `query ($first: Int, $after: String, $filter: InboxFilter) {
  inbox(first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ENTRY} } } } }`;
const ONE = `query ($id: ID!) { inboxEntry(id: $id) { ${ENTRY} } }`;
const UNREAD = `{ inboxUnreadCount }`;
const MARK_READ = `mutation ($id: ID!) { markInboxEntryRead(id: $id) { unreadCount entry { id read } } }`;
const MARK_UNREAD = `mutation ($id: ID!) { markInboxEntryUnread(id: $id) { unreadCount entry { id read } } }`;
const MARK_ALL = `mutation ($filter: InboxFilter) { markAllInboxEntriesRead(filter: $filter) { markedCount unreadCount } }`;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await seededTokens(server.url, ['super_admin', 'admin', 'brand_admin', 'user']));
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string | null, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, role ? bearer(tokens[role]!) : {});

const codes = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

/** Every entry the role sees for the filter, page by page. */
async function everyEntry(role: string, filter: Record<string, unknown> | null = null, first = 100) {
  const nodes: any[] = [];
  let after: string | null = null;
  let totalCount = 0;
  for (let page = 0; page < 200; page += 1) {
    const { body } = await as(role, INBOX, { first, after, filter });
    expect(body.errors).toBeUndefined();
    const inbox = body.data.inbox;
    totalCount = inbox.totalCount;
    nodes.push(...inbox.edges.map((e: any) => e.node));
    if (!inbox.pageInfo.hasNextPage) break;
    after = inbox.pageInfo.endCursor;
  }
  return { nodes, totalCount };
}

const ownBrand = BRAND_ADMIN_BRAND_IDS[0]!;

async function foreignBrandId() {
  const brand = await server.db.prisma.brand.findFirstOrThrow({
    where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] } },
    orderBy: { name: 'asc' },
  });
  return brand.id;
}

async function addEnquiry(
  brandId: string | null,
  fields: Partial<{ name: string; subject: string; createdAt: Date }> = {},
) {
  return server.db.prisma.contactEnquiry.create({
    data: {
      name: fields.name ?? 'Inbox Tester',
      email: 'inbox.tester@example.com',
      subject: fields.subject ?? 'A question',
      message: 'Could you tell me more about your work?',
      brandId,
      createdAt: fields.createdAt,
    },
  });
}

async function addOrder(brandId: string, createdAt?: Date) {
  return server.db.prisma.order.create({
    data: {
      kind: 'brand_request',
      brandId,
      deliveryFullName: 'Inbox Orderer',
      deliveryEmail: 'inbox.orderer@example.com',
      createdAt,
    },
  });
}

describe('who sees which inbox entries', () => {
  it('refuses visitors and shoppers, with no data', async () => {
    for (const [role, code] of [
      [null, 'UNAUTHENTICATED'],
      ['user', 'FORBIDDEN'],
    ] as const) {
      for (const query of [INBOX, UNREAD]) {
        const { body } = await as(role, query, { first: 5 });
        expect(codes(body)).toContain(code);
        expect(body.data ?? null).toBeNull();
      }
    }
  });

  it('shows a brand_admin only the entries addressed to the brands they own', async () => {
    await addEnquiry(null, { subject: 'For the platform' });
    await addEnquiry(await foreignBrandId(), { subject: 'For another brand' });
    const { nodes, totalCount } = await everyEntry('brand_admin');
    expect(nodes.length).toBe(totalCount);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.filter((n) => !BRAND_ADMIN_BRAND_IDS.includes(n.brand?.databaseId))).toEqual([]);
    const prisma = server.db.prisma;
    const own = { brandId: { in: [...BRAND_ADMIN_BRAND_IDS] } };
    expect(totalCount).toBe(
      (await prisma.contactEnquiry.count({ where: own })) + (await prisma.order.count({ where: own })),
    );
  });

  it('shows admins and super admins everything, enquiries to the platform included, newest first', async () => {
    const prisma = server.db.prisma;
    const all = (await prisma.contactEnquiry.count()) + (await prisma.order.count());
    for (const role of ['admin', 'super_admin']) {
      const { nodes, totalCount } = await everyEntry(role);
      expect(totalCount).toBe(all);
      expect(nodes).toHaveLength(all);
      expect(nodes.some((n) => n.brand === null && n.kind === 'enquiry')).toBe(true);
      const times = nodes.map((n) => Date.parse(n.receivedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });
});

describe('an order in the inbox', () => {
  it('shows a custom order with its measurements, delivery address and the lead it created, unread', async () => {
    const product = await server.db.prisma.product.findFirstOrThrow({
      where: { brandId: ownBrand },
      orderBy: { title: 'asc' },
    });
    const placed = await as(
      'user',
      `mutation ($input: CreateCustomOrderInput!) { createCustomOrder(input: $input) { leadId order { id } } }`,
      {
        input: {
          productId: encodeGlobalID('Product', product.id),
          size: 'M',
          color: 'Indigo',
          quantity: 2,
          customerNotes: 'For a wedding in May',
          specialRequirements: 'Lined bodice',
          measurements: {
            fitPreference: 'slightly-fitted',
            lengthPreference: 'long',
            sleevePreference: 'three-quarter',
          },
          deliveryAddress: {
            fullName: 'Ngozi Inbox',
            email: 'ngozi.inbox@example.com',
            phone: '+234 801 234 5678',
            addressLine1: '12 Broad Street',
            city: 'Lagos',
            state: 'Lagos',
            postalCode: '100001',
            country: 'Nigeria',
          },
        },
      },
    );
    expect(placed.body.errors).toBeUndefined();
    const { body } = await as('brand_admin', INBOX, { first: 5, filter: { search: 'ngozi.inbox' } });
    expect(body.data.inbox.totalCount).toBe(1);
    const entry = body.data.inbox.edges[0].node;
    expect(entry).toMatchObject({
      kind: 'custom_order',
      read: false,
      summary: `Custom order: ${product.title} · size M · Indigo · ×2`,
      from: { name: 'Ngozi Inbox', email: 'ngozi.inbox@example.com', phone: '+234 801 234 5678' },
      brand: { databaseId: ownBrand },
      enquiry: null,
      order: {
        productTitle: product.title,
        size: 'M',
        color: 'Indigo',
        quantity: 2,
        fitPreference: 'slightly-fitted',
        lengthPreference: 'long',
        sleevePreference: 'three-quarter',
        specialRequirements: 'Lined bodice',
        customerNotes: 'For a wedding in May',
        delivery: {
          fullName: 'Ngozi Inbox',
          addressLine1: '12 Broad Street',
          city: 'Lagos',
          state: 'Lagos',
          postalCode: '100001',
          country: 'Nigeria',
        },
      },
      lead: { id: placed.body.data.createCustomOrder.leadId, status: 'new' },
    });
    const one = await as('brand_admin', ONE, { id: entry.id });
    expect(one.body.data.inboxEntry).toEqual(entry);

    // The studio links to the lead as /studio/leads?lead={id}: the leads list narrowed to that one lead.
    const LEAD = `query ($id: ID!) { leads(first: 5, filter: { id: $id }) { totalCount edges { node { id customerName } } } }`;
    const lead = await as('brand_admin', LEAD, { id: entry.lead.id });
    expect(lead.body.data.leads).toEqual({
      totalCount: 1,
      edges: [{ node: { id: entry.lead.id, customerName: 'Ngozi Inbox' } }],
    });
    const foreignLead = await server.db.prisma.lead.findFirstOrThrow({
      where: { brandId: { notIn: [...BRAND_ADMIN_BRAND_IDS] } },
    });
    const refused = await as('brand_admin', LEAD, { id: encodeGlobalID('Lead', foreignLead.id) });
    expect(refused.body.data.leads.totalCount).toBe(0);
  });

  it("shows every field of an entry's lead, as the leads list shows it", async () => {
    // Every field of Lead, read from the schema: a field added later is asked for too.
    const LEAD_FIELDS = Object.values((schema.getType('Lead') as any).getFields() as Record<string, any>)
      .map((field) => {
        const type = getNamedType(field.type);
        if (!isCompositeType(type)) return field.name;
        return `${field.name} { ${isObjectType(type) && type.getFields().id ? 'id' : '__typename'} }`;
      })
      .join(' ');
    expect(LEAD_FIELDS).toContain('createdAt');
    const enquiry = await addEnquiry(ownBrand, { name: 'Lead Fields', subject: 'Every lead field' });
    const lead = await server.db.prisma.lead.create({
      data: {
        brandId: ownBrand,
        enquiryId: enquiry.id,
        customerName: 'Lead Fields',
        customerEmail: 'lead.fields@example.com',
        customerPhone: '+234 801 000 0000',
        source: 'referral',
        priority: 'high',
        estimatedValue: 125.5,
        notes: 'Asked about sizes',
        contactedAt: new Date('2026-01-02T03:04:05Z'),
        interactions: { create: [{ kind: 'call', note: 'Rang back' }] },
      },
    });
    const id = encodeGlobalID('Lead', lead.id);
    const listed = await as(
      'brand_admin',
      `query ($id: ID!) { leads(first: 1, filter: { id: $id }) { edges { node { ${LEAD_FIELDS} } } } }`,
      { id },
    );
    expect(listed.body.errors).toBeUndefined();
    const expected = listed.body.data.leads.edges[0].node;
    expect(expected).toMatchObject({ id, customerPhone: '+234 801 000 0000', estimatedValue: 125.5 });
    expect(expected.interactions).toHaveLength(1);

    const WITH_LEAD = `lead { ${LEAD_FIELDS} }`;
    for (const role of ['brand_admin', 'super_admin']) {
      const page = await as(
        role,
        `query ($filter: InboxFilter) { inbox(first: 5, filter: $filter) { edges { node { id ${WITH_LEAD} } } } }`,
        { filter: { search: 'Every lead field', kind: 'enquiry' } },
      );
      expect(page.body.errors, role).toBeUndefined();
      const entry = page.body.data.inbox.edges[0].node;
      expect(entry.lead, role).toEqual(expected);
      const one = await as(role, `query ($id: ID!) { inboxEntry(id: $id) { ${WITH_LEAD} } }`, { id: entry.id });
      expect(one.body.errors, role).toBeUndefined();
      expect(one.body.data.inboxEntry.lead, role).toEqual(expected);
    }

    // A page's leads are read together: a page with more leads costs no more statements.
    const load = async (first: number) => {
      const before = server.db.statements.count;
      const { body } = await as(
        'super_admin',
        `query ($first: Int) { inbox(first: $first) { edges { node { id ${WITH_LEAD} } } } }`,
        { first },
      );
      expect(body.errors).toBeUndefined();
      const leads = body.data.inbox.edges.filter((e: any) => e.node.lead).length;
      return { leads, statements: server.db.statements.count - before };
    };
    await load(50);
    const [few, many] = [await load(1), await load(50)];
    expect(few.leads).toBe(1);
    expect(many.leads).toBeGreaterThan(2);
    expect(many.statements).toBe(few.statements);
  });

  it('finds entries by kind and by search over name, e-mail and subject', async () => {
    await addEnquiry(ownBrand, { name: 'Zainab Searchable', subject: 'Kente sizes' });
    for (const search of ['zainab search', 'KENTE']) {
      const { body } = await as('brand_admin', INBOX, { first: 10, filter: { search, kind: 'enquiry' } });
      expect(body.data.inbox.edges.map((e: any) => e.node.from.name)).toEqual(['Zainab Searchable']);
    }
    const { body } = await as('brand_admin', INBOX, { first: 10, filter: { search: 'zainab', kind: 'custom_order' } });
    expect(body.data.inbox.totalCount).toBe(0);
    const wildcard = await as('brand_admin', INBOX, { first: 10, filter: { search: '%' } });
    expect(wildcard.body.data.inbox.totalCount).toBe(0);
  });
});

describe('read marks', () => {
  it('are per user: one admin reading an entry leaves it unread for the others, and unread undoes it', async () => {
    const enquiry = await addEnquiry(ownBrand, { subject: 'Read me' });
    const id = encodeGlobalID('InboxEntry', `enquiry:${enquiry.id}`);
    const audits = await server.db.prisma.auditEvent.count();
    const before = {
      brand: (await as('brand_admin', UNREAD)).body.data.inboxUnreadCount,
      admin: (await as('admin', UNREAD)).body.data.inboxUnreadCount,
    };

    const read = await as('brand_admin', MARK_READ, { id });
    expect(read.body.data.markInboxEntryRead).toEqual({ unreadCount: before.brand - 1, entry: { id, read: true } });
    expect((await as('brand_admin', MARK_READ, { id })).body.data.markInboxEntryRead.unreadCount).toBe(
      before.brand - 1,
    );
    expect((await as('brand_admin', ONE, { id })).body.data.inboxEntry.read).toBe(true);
    expect((await as('admin', ONE, { id })).body.data.inboxEntry.read).toBe(false);
    expect((await as('admin', UNREAD)).body.data.inboxUnreadCount).toBe(before.admin);

    const unreadOnly = await everyEntry('brand_admin', { unreadOnly: true });
    expect(unreadOnly.nodes.map((n) => n.id)).not.toContain(id);
    expect(unreadOnly.totalCount).toBe(before.brand - 1);

    const unread = await as('brand_admin', MARK_UNREAD, { id });
    expect(unread.body.data.markInboxEntryUnread).toEqual({ unreadCount: before.brand, entry: { id, read: false } });
    // Marks are personal bookkeeping: nothing goes into the audit trail.
    expect(await server.db.prisma.auditEvent.count()).toBe(audits);
  });

  it("refuses to mark another brand's entry exactly as it refuses an unknown one, writing nothing", async () => {
    const foreign = await addEnquiry(await foreignBrandId(), { subject: 'Not yours' });
    const platform = await addEnquiry(null, { subject: 'Not yours either' });
    const ids = [
      encodeGlobalID('InboxEntry', `enquiry:${foreign.id}`),
      encodeGlobalID('InboxEntry', `enquiry:${platform.id}`),
      encodeGlobalID('InboxEntry', `order:${randomUUID()}`),
      encodeGlobalID('Lead', randomUUID()),
      'garbage',
    ];
    const answers = [];
    for (const id of ids) {
      for (const mutation of [MARK_READ, MARK_UNREAD]) {
        const { body } = await as('brand_admin', mutation, { id });
        expect(body.data ?? null).toBeNull();
        answers.push(body.errors?.map((e) => [e.message, e.extensions?.code]));
      }
      expect((await as('brand_admin', ONE, { id })).body.data.inboxEntry).toBeNull();
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([['Inbox entry not found', 'NOT_FOUND']])]),
    );
    expect(await server.db.prisma.inboxRead.count({ where: { entryId: { in: [foreign.id, platform.id] } } })).toBe(0);
    // An admin may read the same entries.
    expect((await as('admin', MARK_READ, { id: ids[1] })).body.data.markInboxEntryRead.entry.read).toBe(true);
  });

  it('marks everything matching a filter read for the viewer only', async () => {
    await addEnquiry(ownBrand, { subject: 'Bulk one' });
    await addOrder(ownBrand);
    const adminBefore = (await as('admin', UNREAD)).body.data.inboxUnreadCount;
    const enquiriesOnly = await as('brand_admin', MARK_ALL, { filter: { kind: 'enquiry' } });
    expect(enquiriesOnly.body.data.markAllInboxEntriesRead.markedCount).toBeGreaterThan(0);
    expect((await everyEntry('brand_admin', { kind: 'enquiry', unreadOnly: true })).totalCount).toBe(0);
    expect((await everyEntry('brand_admin', { kind: 'brand_request', unreadOnly: true })).totalCount).toBeGreaterThan(
      0,
    );
    const all = await as('brand_admin', MARK_ALL);
    expect(all.body.data.markAllInboxEntriesRead.unreadCount).toBe(0);
    expect((await as('admin', UNREAD)).body.data.inboxUnreadCount).toBe(adminBefore);
    // Nothing of other brands was marked for the brand admin.
    const brandAdminId = seeded('brand_admin').id;
    const marked = await server.db.prisma.inboxRead.findMany({ where: { userId: brandAdminId } });
    const markedEnquiries = await server.db.prisma.contactEnquiry.findMany({
      where: { id: { in: marked.filter((m) => m.entryKind === 'enquiry').map((m) => m.entryId) } },
    });
    expect(markedEnquiries.filter((e) => !BRAND_ADMIN_BRAND_IDS.includes(e.brandId ?? ''))).toEqual([]);
  });
});

describe('paging across enquiries and orders', () => {
  it('walks both tables newest first without gaps or repeats, even with entries received in the same millisecond', async () => {
    const brandId = BRAND_ADMIN_BRAND_IDS[1] ?? ownBrand;
    const base = Date.parse('2031-01-01T12:00:00.000Z');
    const created: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      // Pairs share a timestamp: an enquiry and an order at the same moment, and some moments twice.
      const at = new Date(base - Math.floor(i / 2) * 1000);
      created.push(`enquiry:${(await addEnquiry(brandId, { createdAt: at, subject: `Paging ${i}` })).id}`);
      created.push(`order:${(await addOrder(brandId, at)).id}`);
    }
    const filter = { brandId: encodeGlobalID('Brand', brandId) };
    const whole = await everyEntry('brand_admin', filter, 100);
    for (const first of [1, 3, 7]) {
      const paged = await everyEntry('brand_admin', filter, first);
      expect(paged.nodes.map((n) => n.id)).toEqual(whole.nodes.map((n) => n.id));
      expect(new Set(paged.nodes.map((n) => n.id)).size).toBe(paged.totalCount);
    }
    // The newest sixteen are the ones made here (dated in the future), in the keyset order.
    const newest = whole.nodes
      .slice(0, 16)
      .map((n) => Buffer.from(n.id, 'base64').toString().replace('InboxEntry:', ''));
    expect(new Set(newest)).toEqual(new Set(created));
    const times = whole.nodes.map((n) => Date.parse(n.receivedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a cursor it did not hand out, and backwards paging', async () => {
    const bad = await as('brand_admin', INBOX, { first: 5, after: 'bm90IGEgY3Vyc29y' });
    expect(codes(bad.body)).toContain('BAD_USER_INPUT');
    const backwards = await as('brand_admin', `{ inbox(last: 5) { totalCount } }`);
    expect(codes(backwards.body)).toContain('BAD_USER_INPUT');
  });
});
