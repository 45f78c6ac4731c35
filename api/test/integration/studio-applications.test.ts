import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { refreshTokenGrant } from 'openid-client';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { restClient } from '../support/rest-client.js';
import { latestMail, linkToken } from '../support/mailbox.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

const seeded = (role: string) => SEED_USERS.find((u) => u.role === role)!;

const UPDATE = `mutation ($input: UpdateDesignerApplicationInput!) {
  updateDesignerApplication(input: $input) {
    applicantMailed
    application { status notes reviewedAt brand { id name isVerified } }
  }
}`;
const DELETE = `mutation ($id: ID!) { deleteDesignerApplication(id: $id) { deletedApplicationId } }`;
const LIST = `query ($filter: ApplicationFilter) {
  designerApplications(first: 50, filter: $filter) { totalCount edges { node { id brandName status } } }
  designerApplicationCounts(search: null) { all new reviewing approved rejected }
}`;

let server: TestServer;
let config: oidc.Configuration;
let rest: ReturnType<typeof restClient>;
const tokens: Record<string, string> = {};
const sessions: Record<string, oidc.TokenEndpointResponse> = {};
let serial = 0;

beforeAll(async () => {
  // One address submits many applications here; the per-address limit is tested in write-throttles.
  server = await startTestServer({ env: { WRITE_LIMITS_SCALE: '20' } });
  config = await webClient(server.url);
  rest = restClient(server);
  for (const role of ['super_admin', 'admin', 'brand_admin', 'user']) {
    const account = seeded(role);
    sessions[role] = (await signInWithPassword(server.url, config, account.email, account.password)).tokens;
    tokens[role] = sessions[role].access_token;
  }
});
afterAll(async () => {
  await server?.close();
});

/** A fresh application from /join, by a designer nobody has seen before (or the given address). */
async function apply(
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; email: string; brandName: string }> {
  serial += 1;
  const body = {
    brandName: `Ọ̀ṣọ́ Atelier ${serial}`,
    designerName: 'Adaeze Nwosu',
    email: `designer-${serial}-${Date.now().toString(36)}@studio.adire.example`,
    location: 'Enugu, Nigeria',
    category: 'Couture',
    description: 'Hand-beaded evening wear in aṣọ-òkè and lace.',
    instagram: '@oso',
    yearFounded: 2021,
    ...overrides,
  };
  const answer = await rest.post('/api/designer-application', body);
  expect(answer.status).toBe(201);
  return { id: answer.body.applicationId, email: String(body.email).toLowerCase(), brandName: String(body.brandName) };
}

const globalId = (id: string) => encodeGlobalID('DesignerApplication', id);
const asSuperAdmin = (query: string, variables: Record<string, unknown>) =>
  server.graphql(query, variables, bearer(tokens.super_admin!));

describe('reviewing applications', () => {
  it('lists, searches and counts applications for super admins only', async () => {
    const mine = await apply({ brandName: 'Searchable Sùúrù Studio' });
    const found = await asSuperAdmin(LIST, { filter: { search: 'sùúrù', status: 'new' } });
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.designerApplications.edges.map((e: any) => e.node.brandName)).toEqual([
      'Searchable Sùúrù Studio',
    ]);
    const counts = found.body.data.designerApplicationCounts;
    expect(counts.all).toBe(counts.new + counts.reviewing + counts.approved + counts.rejected);
    expect(counts.new).toBeGreaterThan(0);
    expect(mine.id).toBeTruthy();

    for (const role of ['admin', 'brand_admin', 'user']) {
      const refused = await server.graphql(LIST, {}, bearer(tokens[role]!));
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'You do not have permission to access this page.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const anonymous = await server.graphql(LIST, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('starts a review, stores notes and stamps a decision; a kind answer goes out only when asked', async () => {
    const app = await apply();
    const reviewing = await asSuperAdmin(UPDATE, { input: { id: globalId(app.id), status: 'reviewing' } });
    expect(reviewing.body.data.updateDesignerApplication.application).toMatchObject({
      status: 'reviewing',
      reviewedAt: null,
    });
    const rejected = await asSuperAdmin(UPDATE, {
      input: { id: app.id, status: 'rejected', notes: '  Lovely work; too early for us.  ', notifyApplicant: true },
    });
    const payload = rejected.body.data.updateDesignerApplication;
    expect(payload.application).toMatchObject({
      status: 'rejected',
      notes: 'Lovely work; too early for us.',
      brand: null,
    });
    expect(payload.application.reviewedAt).not.toBeNull();
    expect(payload.applicantMailed).toBe(true);
    const mail = await latestMail(server.db.prisma, app.email);
    expect(mail.subject).toContain(app.brandName);
    expect(mail.text).toContain('Adaeze Nwosu');
    expect(mail.text).not.toMatch(/notes|too early/i);

    const events = await server.db.prisma.auditEvent.findMany({
      where: { entityId: app.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => e.action)).toEqual(['review_started', 'rejected']);
    expect(events[1]!.changes).toMatchObject({ status: { from: 'reviewing', to: 'rejected' } });
    expect(events[1]!.actorEmail).toBe(seeded('super_admin').email);

    const silent = await apply();
    await asSuperAdmin(UPDATE, { input: { id: silent.id, status: 'rejected' } });
    expect(await server.db.prisma.outboxMail.count({ where: { to: silent.email } })).toBe(0);
  });

  it('refuses a status outside the four and notes that are too long, changing nothing', async () => {
    const app = await apply();
    const bad = await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'accepted' } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const long = await asSuperAdmin(UPDATE, { input: { id: app.id, notes: 'x'.repeat(5001) } });
    expect(long.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      notes: 'Notes must be at most 5000 characters long',
    });
    const stored = await server.db.prisma.designerApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored).toMatchObject({ status: 'new', notes: null });
    const unknown = await asSuperAdmin(UPDATE, {
      input: { id: '00000000-0000-4000-8000-000000000000', status: 'approved' },
    });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'Application not found' });
  });
});

describe('approving an application', () => {
  it('creates the account, an unverified brand they own and mails a link to choose a password, once', async () => {
    const app = await apply();
    const brandsBefore = await server.db.prisma.brand.count();
    const approved = await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } });
    expect(approved.body.errors).toBeUndefined();
    const payload = approved.body.data.updateDesignerApplication;
    expect(payload.applicantMailed).toBe(true);
    expect(payload.application.brand).toMatchObject({ name: app.brandName, isVerified: false });

    const user = await server.db.prisma.user.findUniqueOrThrow({
      where: { email: app.email },
      include: { ownedBrands: { include: { brand: true } } },
    });
    expect(user.role).toBe('brand_admin');
    expect(user.passwordHash).toBeNull();
    expect(user.ownedBrands.map((o) => o.brand)).toEqual([
      expect.objectContaining({
        name: app.brandName,
        location: 'Enugu, Nigeria',
        city: 'Enugu',
        category: 'Made to Measure',
        contactEmail: app.email,
        instagram: '@oso',
        foundedYear: 2021,
        isVerified: false,
      }),
    ]);
    const brandId = user.ownedBrands[0]!.brandId;

    // The mail leads to choosing a password and then to the brand's page in the studio.
    const mail = await latestMail(server.db.prisma, app.email);
    const token = linkToken(mail.text, '/reset-password');
    expect(mail.text).toContain(
      `next=${encodeURIComponent(`/studio/brands/${encodeURIComponent(encodeGlobalID('Brand', brandId))}`)}`,
    );

    // Approving again (also after moving back to reviewing) creates nothing and sends nothing.
    await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'reviewing' } });
    const again = await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } });
    expect(again.body.data.updateDesignerApplication.applicantMailed).toBe(false);
    expect(await server.db.prisma.brand.count()).toBe(brandsBefore + 1);
    expect(await server.db.prisma.user.count({ where: { email: app.email } })).toBe(1);
    expect(await server.db.prisma.outboxMail.count({ where: { to: app.email } })).toBe(1);

    // The designer chooses a password with the link and signs in as the brand's admin.
    const status = await server.graphql(`query ($t: String!) { passwordResetTokenStatus(token: $t) }`, { t: token });
    expect(status.body.data.passwordResetTokenStatus).toBe('VALID');
    const reset = await server.graphql(
      `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`,
      { input: { token, password: 'Indigo-Beads-2026', confirmPassword: 'Indigo-Beads-2026' } },
    );
    expect(reset.body.errors).toBeUndefined();
    const signedIn = await signInWithPassword(server.url, config, app.email, 'Indigo-Beads-2026');
    const viewer = await server.graphql(
      '{ viewer { role lastSignInAt ownedBrands { databaseId } } }',
      {},
      bearer(signedIn.tokens.access_token),
    );
    expect(viewer.body.data.viewer).toMatchObject({ role: 'brand_admin', ownedBrands: [{ databaseId: brandId }] });
    expect(viewer.body.data.viewer.lastSignInAt).not.toBeNull();

    const trail = await server.db.prisma.auditEvent.findMany({ where: { OR: [{ entityId: app.id }, { brandId }] } });
    expect(trail.map((e) => `${e.entityType}:${e.action}`).sort()).toEqual(
      [
        'application:approved',
        'application:approved',
        'application:review_started',
        'brand:created',
        'user:brand_granted',
      ].sort(),
    );
  });

  it('links an existing shopper account, making it a brand_admin, and mails a sign-in link', async () => {
    const shopper = seeded('user');
    const app = await apply({ email: shopper.email.toUpperCase() });
    const approved = await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } });
    expect(approved.body.errors).toBeUndefined();
    const user = await server.db.prisma.user.findUniqueOrThrow({
      where: { email: shopper.email },
      include: { ownedBrands: true },
    });
    expect(user.role).toBe('brand_admin');
    expect(user.ownedBrands).toHaveLength(1);
    const mail = await latestMail(server.db.prisma, shopper.email);
    expect(mail.text).toMatch(/\/login\?redirect=%2Fstudio%2Fbrands%2F/);
    // The token the shopper holds ends with the change; a renewed one carries the new role.
    const old = await server.graphql('{ viewer { role } }', {}, bearer(tokens.user!));
    expect(old.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const renewed = await refreshTokenGrant(config, sessions.user!.refresh_token!);
    const viewer = await server.graphql('{ viewer { role } }', {}, bearer(renewed.access_token));
    expect(viewer.body.data.viewer.role).toBe('brand_admin');
  });

  it('creates one brand when two approvals of the same application race', async () => {
    const app = await apply();
    const before = await server.db.prisma.brand.count();
    const answers = await Promise.all([
      asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } }),
      asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } }),
    ]);
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    expect(await server.db.prisma.brand.count()).toBe(before + 1);
    expect(await server.db.prisma.outboxMail.count({ where: { to: app.email } })).toBe(1);
  });
});

describe('deleting an application', () => {
  it('deletes it for good, keeps the approved brand, and records who did it', async () => {
    const app = await apply();
    await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } });
    const { brandId } = await server.db.prisma.designerApplication.findUniqueOrThrow({ where: { id: app.id } });
    const refused = await server.graphql(DELETE, { id: app.id }, bearer(tokens.admin!));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await asSuperAdmin(DELETE, { id: globalId(app.id) });
    expect(deleted.body.data.deleteDesignerApplication.deletedApplicationId).toBe(globalId(app.id));
    expect(await server.db.prisma.designerApplication.count({ where: { id: app.id } })).toBe(0);
    expect(await server.db.prisma.brand.count({ where: { id: brandId! } })).toBe(1);
    expect(await server.db.prisma.auditEvent.count({ where: { entityId: app.id, action: 'deleted' } })).toBe(1);
    const twice = await asSuperAdmin(DELETE, { id: app.id });
    expect(twice.body.errors?.[0]).toMatchObject({ message: 'Application not found' });
  });
});

describe('REST /api/studio/applications', () => {
  it('GET answers the applications with the spec’s field names', async () => {
    const app = await apply({ brandName: 'Rest Route Ròsè', phone: '+234 803 000 0000' });
    const { status, body } = await rest.get(
      `/api/studio/applications?search=${encodeURIComponent('Ròsè')}`,
      bearer(tokens.super_admin!),
    );
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.next_cursor).toBeNull();
    expect(body.applications[0]).toMatchObject({
      id: app.id,
      brand_name: 'Rest Route Ròsè',
      designer_name: 'Adaeze Nwosu',
      email: app.email,
      location: 'Enugu, Nigeria',
      category: 'couture',
      year_founded: 2021,
      status: 'new',
      notes: null,
      reviewed_at: null,
      brand_id: null,
    });
    expect(body.applications[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('GET pages with limit and after, and checks its parameters', async () => {
    const first = await rest.get('/api/studio/applications?limit=2', bearer(tokens.super_admin!));
    expect(first.body.applications).toHaveLength(2);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await rest.get(
      `/api/studio/applications?limit=2&after=${encodeURIComponent(first.body.next_cursor)}`,
      bearer(tokens.super_admin!),
    );
    expect(second.body.applications[0].id).not.toBe(first.body.applications[0].id);
    const badStatus = await rest.get('/api/studio/applications?status=accepted', bearer(tokens.super_admin!));
    expect(badStatus).toEqual({
      status: 400,
      body: {
        error: 'Status must be one of new, reviewing, approved, rejected',
        fieldErrors: { status: 'Status must be one of new, reviewing, approved, rejected' },
      },
    });
    expect((await rest.get('/api/studio/applications?limit=500', bearer(tokens.super_admin!))).status).toBe(400);
  });

  it('answers 401 signed out and 403 with the spec’s text for other roles', async () => {
    expect((await rest.get('/api/studio/applications')).status).toBe(401);
    const forbidden = await rest.get('/api/studio/applications', bearer(tokens.brand_admin!));
    expect(forbidden).toEqual({ status: 403, body: { error: 'You do not have permission to access this page.' } });
    const app = await apply();
    expect(
      (await rest.put(`/api/studio/applications/${app.id}`, { status: 'reviewing' }, bearer(tokens.admin!))).status,
    ).toBe(403);
    expect((await rest.delete(`/api/studio/applications/${app.id}`, bearer(tokens.admin!))).status).toBe(403);
  });

  it('PUT sets status and notes, refusing an unknown status with the spec’s rule', async () => {
    const app = await apply();
    const bad = await rest.put(
      `/api/studio/applications/${app.id}`,
      { status: 'accepted' },
      bearer(tokens.super_admin!),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Status must be one of new, reviewing, approved, rejected');
    const ok = await rest.put(
      `/api/studio/applications/${app.id}`,
      { status: 'reviewing', notes: 'Call on Monday' },
      bearer(tokens.super_admin!),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      application: { id: app.id, status: 'reviewing', notes: 'Call on Monday' },
      applicant_mailed: false,
    });
    const missing = await rest.put(
      '/api/studio/applications/00000000-0000-4000-8000-000000000000',
      { status: 'reviewing' },
      bearer(tokens.super_admin!),
    );
    expect(missing).toEqual({ status: 404, body: { error: 'Application not found' } });
  });

  it('DELETE answers success, then 404 with a text', async () => {
    const app = await apply();
    const ok = await rest.delete(`/api/studio/applications/${app.id}`, bearer(tokens.super_admin!));
    expect(ok).toEqual({ status: 200, body: { success: true, message: 'Application deleted successfully' } });
    const gone = await rest.delete(`/api/studio/applications/${app.id}`, bearer(tokens.super_admin!));
    expect(gone).toEqual({ status: 404, body: { error: 'Application not found' } });
  });
});
