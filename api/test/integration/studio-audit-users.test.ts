import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seeded, seededTokens } from '../support/seeded-sign-in.js';
import { BRAND_ADMIN_BRAND_IDS } from '../../../prisma/seed/index.js';

const FEED = `query ($filter: AuditFilter, $after: String) {
  auditEvents(first: 2, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id action entityType entityId entityLabel actorName createdAt changes { field from to } } }
  }
}`;
const HISTORY = `query ($id: ID!) {
  node(id: $id) { ... on Brand { history(first: 20) { edges { node { action entityType actorName changes { field from to } } } } } }
}`;
const UPDATE_LEAD = `mutation ($input: UpdateLeadInput!) { updateLead(input: $input) { lead { status } } }`;
const USERS = `query ($filter: UserFilter) { users(first: 10, filter: $filter) { totalCount edges { node { email role lastSignInAt createdAt } } } }`;
const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(input: { userId: $userId, role: $role }) { user { role } } }`;

let server: TestServer;
const tokens: Record<string, string> = {};
const ownBrandId = BRAND_ADMIN_BRAND_IDS[0]!;

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await seededTokens(server.url, ['super_admin', 'admin', 'brand_admin']));
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, bearer(tokens[role]!));

async function leadOf(brandId: string) {
  return server.db.prisma.lead.findFirstOrThrow({ where: { brandId, status: { not: 'lost' } } });
}

describe('the audit trail', () => {
  it('records a lead change with its changed fields in the same write, and nothing for a refused one', async () => {
    const lead = await leadOf(ownBrandId);
    const before = await server.db.prisma.auditEvent.count();
    const refused = await as('brand_admin', UPDATE_LEAD, { input: { id: lead.id, customerEmail: 'not-an-address' } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await server.db.prisma.auditEvent.count()).toBe(before);

    const changed = await as('brand_admin', UPDATE_LEAD, {
      input: { id: lead.id, status: 'lost', notes: 'Gone quiet' },
    });
    expect(changed.body.errors).toBeUndefined();
    const event = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: lead.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(event).toMatchObject({
      action: 'updated',
      entityType: 'lead',
      entityLabel: lead.customerName,
      brandId: ownBrandId,
      actorEmail: seeded('brand_admin').email,
      actorRole: 'brand_admin',
    });
    expect(event.changes).toEqual({
      status: { from: lead.status, to: 'lost' },
      notes: { from: lead.notes, to: 'Gone quiet' },
    });
  });

  it('shows super admins the feed, newest first, filtered by person, kind and date, page by page', async () => {
    const lead = await leadOf(ownBrandId);
    const priority = lead.priority === 'low' ? 'high' : 'low';
    await as('super_admin', UPDATE_LEAD, { input: { id: lead.id, priority } });
    const all = await as('super_admin', FEED);
    expect(all.body.errors).toBeUndefined();
    const page = all.body.data.auditEvents;
    expect(page.edges[0].node).toMatchObject({
      action: 'updated',
      entityType: 'lead',
      actorName: seeded('super_admin').email,
      changes: [{ field: 'priority', from: lead.priority, to: priority }],
    });
    expect(page.pageInfo.hasNextPage).toBe(page.totalCount > 2);

    const byPerson = await as('super_admin', FEED, { filter: { actor: 'BRANDADMIN@' } });
    expect(byPerson.body.data.auditEvents.totalCount).toBeGreaterThan(0);
    for (const { node } of byPerson.body.data.auditEvents.edges)
      expect(node.actorName).toBe(seeded('brand_admin').email);

    const none = await as('super_admin', FEED, { filter: { entityType: 'hero_slide' } });
    expect(none.body.data.auditEvents.totalCount).toBe(0);
    const future = await as('super_admin', FEED, { filter: { from: new Date(Date.now() + 60_000).toISOString() } });
    expect(future.body.data.auditEvents.totalCount).toBe(0);
    const types = await as('super_admin', '{ auditEntityTypes }');
    expect(types.body.data.auditEntityTypes).toContain('lead');

    for (const role of ['admin', 'brand_admin']) {
      const refused = await as(role, FEED);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'You do not have permission to access this page.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it("shows a brand's own history to its managers, naming platform staff only as the Adire team", async () => {
    const lead = await leadOf(ownBrandId);
    await as('super_admin', UPDATE_LEAD, { input: { id: lead.id, notes: 'Called back by the platform' } });
    const own = await as('brand_admin', HISTORY, { id: encodeGlobalID('Brand', ownBrandId) });
    expect(own.body.errors).toBeUndefined();
    const names = own.body.data.node.history.edges.map((e: any) => e.node.actorName);
    expect(names).toContain('Adire team');
    expect(names).toContain(seeded('brand_admin').email);
    expect(names).not.toContain(seeded('super_admin').email);
    const staff = await as('super_admin', HISTORY, { id: encodeGlobalID('Brand', ownBrandId) });
    expect(staff.body.data.node.history.edges[0].node.actorName).toBe(seeded('super_admin').email);

    const other = await server.db.prisma.brand.findFirstOrThrow({
      where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] } },
    });
    const foreign = await as('brand_admin', HISTORY, { id: encodeGlobalID('Brand', other.id) });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(foreign.body.data?.node?.history ?? null).toBeNull();
  });
});

describe('managing users', () => {
  it('pages through accounts with search and role filters, and shows when each last signed in', async () => {
    const found = await as('super_admin', USERS, { filter: { search: 'BrandAdmin@' } });
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.users.edges.map((e: any) => e.node.email)).toEqual([seeded('brand_admin').email]);
    expect(found.body.data.users.edges[0].node.lastSignInAt).not.toBeNull();
    const admins = await as('super_admin', USERS, { filter: { role: 'super_admin' } });
    expect(admins.body.data.users.edges.every((e: any) => e.node.role === 'super_admin')).toBe(true);
    const refused = await as('admin', USERS);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'You do not have permission to access this page.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('records role changes and records nothing when the last super admin would step down', async () => {
    const shopper = seeded('user');
    const changed = await as('super_admin', SET_ROLE, {
      userId: encodeGlobalID('User', shopper.id),
      role: 'brand_admin',
    });
    expect(changed.body.data.setUserRole.user.role).toBe('brand_admin');
    const event = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: shopper.id, action: 'role_changed' },
    });
    expect(event.changes).toEqual({ role: { from: 'user', to: 'brand_admin' } });

    const before = await server.db.prisma.auditEvent.count();
    const last = await as('super_admin', SET_ROLE, { userId: seeded('super_admin').id, role: 'admin' });
    expect(last.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      role: 'The last super admin cannot be given another role.',
    });
    expect(await server.db.prisma.auditEvent.count()).toBe(before);
    const stillSuper = await server.db.prisma.user.findUniqueOrThrow({ where: { id: seeded('super_admin').id } });
    expect(stillSuper.role).toBe('super_admin');
  });
});
