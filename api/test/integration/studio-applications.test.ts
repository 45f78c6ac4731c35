import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { refreshTokenGrant } from 'openid-client';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, startSignIn, webClient } from '../support/sign-in.js';
import { restClient } from '../support/rest-client.js';
import { latestMail, linkToken, mailCount } from '../support/mailbox.js';
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
const databaseIdOf = (globalBrandId: string) => decodeGlobalID(globalBrandId).id;
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
    expect(await mailCount(server.db.prisma, { where: { to: silent.email } })).toBe(0);
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
        // The sign-in address is never published: no contact address was given.
        contactEmail: null,
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
    expect(await mailCount(server.db.prisma, { where: { to: app.email } })).toBe(1);

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
    // A confirmed account keeps its password: the designer signs in with it.
    expect((await server.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).not.toBeNull();
  });

  it('puts the public contact address the applicant chose on the brand', async () => {
    const app = await apply({ contactEmail: '  Hello@Oso-Atelier.example ' });
    const approved = await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } });
    expect(approved.body.errors).toBeUndefined();
    const brand = await server.db.prisma.brand.findFirstOrThrow({ where: { applications: { some: { id: app.id } } } });
    expect(brand.contactEmail).toBe('hello@oso-atelier.example');
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
    expect(await mailCount(server.db.prisma, { where: { to: app.email } })).toBe(1);
  });
});

describe('an address someone else signed up with', () => {
  const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { message } }`;
  const CONFIRM = `mutation ($token: String!) { confirmEmail(input: { token: $token }) { email } }`;
  const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
  const EDIT_BRAND = `mutation ($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { name contactEmail } } }`;

  async function tryPassword(email: string, password: string) {
    const started = await startSignIn(server.url, config);
    return started.browser.json<{ error?: string }>(`${server.url}/oidc/interaction/${started.uid}/login`, {
      email,
      password,
    });
  }

  it('is taken back on approval: the attacker is refused everywhere, the designer chooses a password and runs the brand', async () => {
    const email = `taken-${Date.now().toString(36)}@studio.adire.example`;
    const attackerPassword = 'Not-The-Designer-2026';

    // Someone signs up with the designer's address and a password of their own; the account stays unconfirmed.
    const signedUp = await server.graphql(SIGN_UP, {
      input: { email, password: attackerPassword, confirmPassword: attackerPassword },
    });
    expect(signedUp.body.errors).toBeUndefined();
    const attackersConfirmation = linkToken((await latestMail(server.db.prisma, email)).text, '/confirm-email');
    // Defence in depth: should such an account ever hold a session (here arranged by confirming it
    // for the length of one sign-in), approval ends it too.
    await server.db.prisma.user.update({ where: { email }, data: { emailVerified: new Date() } });
    const attacker = (await signInWithPassword(server.url, config, email, attackerPassword)).tokens;
    await server.db.prisma.user.update({ where: { email }, data: { emailVerified: null } });

    // The real designer applies with that address and is approved.
    const app = await apply({ email });
    const approved = await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } });
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.updateDesignerApplication.applicantMailed).toBe(true);
    const brandId = approved.body.data.updateDesignerApplication.application.brand.id;
    const welcome = await latestMail(server.db.prisma, email);
    expect(welcome.subject).toBe(`Welcome to Adire: ${app.brandName} is approved`);

    // The account lost the attacker's password, and the attacker's confirmation link is void.
    const account = await server.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(account).toMatchObject({ role: 'brand_admin', passwordHash: null, emailVerified: null });
    expect((await server.graphql(CONFIRM, { token: attackersConfirmation })).body.errors?.[0]?.message).toBe(
      'This confirmation link has expired. Please request a new one.',
    );

    // The attacker: their password no longer signs in, their tokens are refused, the brand is out of reach.
    expect((await tryPassword(email, attackerPassword)).status).toBe(401);
    const edit = await server.graphql(
      EDIT_BRAND,
      { input: { id: brandId, name: 'Not Yours' } },
      bearer(attacker.access_token),
    );
    expect(edit.status).toBe(401);
    expect(edit.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(refreshTokenGrant(config, attacker.refresh_token!)).rejects.toThrow();
    // Signing up again does not give the account a password back; the mailbox is told instead.
    await server.graphql(SIGN_UP, { input: { email, password: attackerPassword, confirmPassword: attackerPassword } });
    expect((await latestMail(server.db.prisma, email)).subject).toBe('You already have an Adire account');
    expect((await server.db.prisma.user.findUniqueOrThrow({ where: { email } })).passwordHash).toBeNull();
    expect((await tryPassword(email, attackerPassword)).status).toBe(401);
    expect((await server.db.prisma.brand.findUniqueOrThrow({ where: { id: databaseIdOf(brandId) } })).name).toBe(
      app.brandName,
    );

    // The designer: the welcome mail's link chooses a password (as for a new account), then signs in and edits the brand.
    const setup = linkToken(welcome.text, '/reset-password');
    const chosen = await server.graphql(RESET, {
      input: { token: setup, password: 'Designer-Owns-2026', confirmPassword: 'Designer-Owns-2026' },
    });
    expect(chosen.body.errors).toBeUndefined();
    const designer = (await signInWithPassword(server.url, config, email, 'Designer-Owns-2026')).tokens;
    const edited = await server.graphql(
      EDIT_BRAND,
      { input: { id: brandId, contactEmail: 'Hello@Taken.example' } },
      bearer(designer.access_token),
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data.updateBrand.brand).toEqual({ name: app.brandName, contactEmail: 'hello@taken.example' });

    const reset = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: account.id, action: 'credentials_reset' },
    });
    expect(reset.changes).toEqual({ password: { from: 'set', to: null } });
  });

  it('keeps an approved designer who has not chosen a password yet from getting one through sign-up', async () => {
    const app = await apply();
    await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } });
    const welcome = await latestMail(server.db.prisma, app.email);
    const signedUp = await server.graphql(SIGN_UP, {
      input: { email: app.email, password: 'Someone-Else-2026', confirmPassword: 'Someone-Else-2026' },
    });
    expect(signedUp.body.data.signUp.message).toBe('Check your email for a confirmation link before signing in.');
    expect((await latestMail(server.db.prisma, app.email)).subject).toBe('You already have an Adire account');
    expect((await server.db.prisma.user.findUniqueOrThrow({ where: { email: app.email } })).passwordHash).toBeNull();
    // The setup link mailed on approval still works.
    const status = await server.graphql(`query ($t: String!) { passwordResetTokenStatus(token: $t) }`, {
      t: linkToken(welcome.text, '/reset-password'),
    });
    expect(status.body.data.passwordResetTokenStatus).toBe('VALID');
  });
});

describe('approvals at the same moment', () => {
  it('gives two applications from one new address one account owning both brands', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = `twice-${round}-${Date.now().toString(36)}@studio.adire.example`;
      const [first, second] = [await apply({ email }), await apply({ email })];
      const answers = await Promise.all([
        asSuperAdmin(UPDATE, { input: { id: first.id, status: 'approved' } }),
        rest.put(`/api/studio/applications/${second.id}`, { status: 'approved' }, bearer(tokens.super_admin!)),
      ]);
      expect(answers[0].body.errors).toBeUndefined();
      expect(answers[1].status).toBe(200);
      const accounts = await server.db.prisma.user.findMany({ where: { email }, include: { ownedBrands: true } });
      expect(accounts).toHaveLength(1);
      expect(accounts[0]!.role).toBe('brand_admin');
      const apps = await server.db.prisma.designerApplication.findMany({
        where: { id: { in: [first.id, second.id] } },
      });
      expect(apps.map((a) => a.userId)).toEqual([accounts[0]!.id, accounts[0]!.id]);
      expect(accounts[0]!.ownedBrands.map((o) => o.brandId).sort()).toEqual(apps.map((a) => a.brandId).sort());
      expect(await server.db.prisma.auditEvent.count({ where: { entityId: accounts[0]!.id, action: 'created' } })).toBe(
        1,
      );
    }
  });
});

describe('rejecting an approved application', () => {
  it('is refused, keeping the role and the brand and mailing nothing, also after moving back to reviewing', async () => {
    const app = await apply();
    await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'approved' } });
    const welcome = await latestMail(server.db.prisma, app.email);
    const message =
      'An approved application cannot be rejected: the designer already has their brand and studio access.';

    const refused = await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'rejected', notifyApplicant: true } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { status: message } },
    });
    await asSuperAdmin(UPDATE, { input: { id: app.id, status: 'reviewing' } });
    const viaRest = await rest.put(
      `/api/studio/applications/${app.id}`,
      { status: 'rejected', notify_applicant: true },
      bearer(tokens.super_admin!),
    );
    expect(viaRest).toEqual({ status: 400, body: { error: message, fieldErrors: { status: message } } });

    const stored = await server.db.prisma.designerApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored.status).toBe('reviewing');
    const user = await server.db.prisma.user.findUniqueOrThrow({
      where: { email: app.email },
      include: { ownedBrands: true },
    });
    expect(user.role).toBe('brand_admin');
    expect(user.ownedBrands.map((o) => o.brandId)).toEqual([stored.brandId]);
    // No decline went out: the newest mail is still the welcome.
    expect((await latestMail(server.db.prisma, app.email)).id).toBe(welcome.id);
    const listed = await asSuperAdmin(
      `query ($id: ID!) { node(id: $id) { ... on DesignerApplication { canBeRejected } } }`,
      {
        id: globalId(app.id),
      },
    );
    expect(listed.body.data.node.canBeRejected).toBe(false);
    const fresh = await apply();
    const freshNode = await asSuperAdmin(
      `query ($id: ID!) { node(id: $id) { ... on DesignerApplication { canBeRejected } } }`,
      {
        id: globalId(fresh.id),
      },
    );
    expect(freshNode.body.data.node.canBeRejected).toBe(true);
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
    const app = await apply({
      brandName: 'Rest Route Ròsè',
      phone: '+234 803 000 0000',
      contactEmail: 'hello@rose.example',
    });
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
      contact_email: 'hello@rose.example',
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
