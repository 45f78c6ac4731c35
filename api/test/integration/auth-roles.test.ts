import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { refreshTokenGrant } from 'openid-client';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { loadViewer, viewerOwnsBrand } from '../../src/auth/viewer.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

const user = (role: string) => SEED_USERS.find((u) => u.role === role)!;
const SET_ROLE = `mutation($userId: ID!, $role: Role!) { setUserRole(input: { userId: $userId, role: $role }) { user { email role } } }`;
const GRANT = `mutation($userId: ID!, $brandIds: [ID!]!) { grantBrands(input: { userId: $userId, brandIds: $brandIds }) { user { ownedBrands { databaseId } } } }`;
const REVOKE = `mutation($userId: ID!, $brandId: ID!) { revokeBrand(input: { userId: $userId, brandId: $brandId }) { user { ownedBrands { databaseId } } } }`;
const VIEWER = `{ viewer { role permissions ownedBrands { databaseId } } }`;

let server: TestServer;
let config: oidc.Configuration;
const tokens: Record<string, string> = {};
let otherBrandId: string;

const signInAs = async (role: string) =>
  (await signInWithPassword(server.url, config, user(role).email, user(role).password)).tokens;

beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
  for (const role of ['super_admin', 'admin', 'user']) tokens[role] = (await signInAs(role)).access_token;
  otherBrandId = (
    await server.db.prisma.brand.findFirstOrThrow({ where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] } } })
  ).id;
});
afterAll(async () => {
  await server?.close();
});

describe('roles and brand ownership', () => {
  it('reads permissions from role_permissions for each role', async () => {
    const admin = await server.graphql(VIEWER, {}, bearer(tokens.admin!));
    expect(admin.body.data.viewer.permissions).toEqual([
      'studio.access',
      'studio.brands.manage',
      'studio.catalogues.manage',
      'studio.faqs.manage',
      'studio.hero.manage',
      'studio.legal.manage',
      'studio.portfolio.manage',
      'studio.products.manage',
      'studio.reviews.manage',
      'studio.spotlight.manage',
    ]);
    const shopper = await server.graphql(VIEWER, {}, bearer(tokens.user!));
    expect(shopper.body.data.viewer.permissions).toEqual([]);
  });

  it('lets super admins and admins manage every brand, brand admins only their own', async () => {
    const viewers = Object.fromEntries(
      await Promise.all(
        ['super_admin', 'admin', 'brand_admin', 'user'].map(
          async (r) => [r, await loadViewer(server.db.prisma, user(r).id)] as const,
        ),
      ),
    );
    const owned = BRAND_ADMIN_BRAND_IDS[0]!;
    expect(viewerOwnsBrand(viewers.super_admin!, otherBrandId)).toBe(true);
    expect(viewerOwnsBrand(viewers.admin!, otherBrandId)).toBe(true);
    expect(viewerOwnsBrand(viewers.brand_admin!, owned)).toBe(true);
    expect(viewerOwnsBrand(viewers.brand_admin!, otherBrandId)).toBe(false);
    expect(viewerOwnsBrand(viewers.user!, owned)).toBe(false);
    expect(viewerOwnsBrand(null, owned)).toBe(false);
  });

  it('lets a super admin promote a user and grant and revoke brands; tokens issued before each change stop working', async () => {
    const shopperId = encodeGlobalID('User', user('user').id);
    const session = await signInAs('user');
    const refused = async (accessToken: string) => {
      const answer = await server.graphql(VIEWER, {}, bearer(accessToken));
      return answer.status === 401 && answer.body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED';
    };
    // The web app renews a refused token with its refresh token, as here.
    let current = session;
    const renew = async () => {
      current = await refreshTokenGrant(config, current.refresh_token!);
      return current.access_token;
    };

    const promoted = await server.graphql(
      SET_ROLE,
      { userId: shopperId, role: 'brand_admin' },
      bearer(tokens.super_admin!),
    );
    expect(promoted.body.data.setUserRole.user).toEqual({ email: user('user').email, role: 'brand_admin' });
    expect(await refused(session.access_token)).toBe(true);
    const afterRole = await renew();
    expect((await server.graphql(VIEWER, {}, bearer(afterRole))).body.data.viewer.role).toBe('brand_admin');

    const granted = await server.graphql(
      GRANT,
      { userId: user('user').id, brandIds: [encodeGlobalID('Brand', otherBrandId)] },
      bearer(tokens.super_admin!),
    );
    expect(granted.body.data.grantBrands.user.ownedBrands).toEqual([{ databaseId: otherBrandId }]);
    expect(await refused(afterRole)).toBe(true);
    const afterGrant = await renew();
    const now = await server.graphql(VIEWER, {}, bearer(afterGrant));
    expect(now.body.data.viewer).toMatchObject({ role: 'brand_admin', ownedBrands: [{ databaseId: otherBrandId }] });
    expect(now.body.data.viewer.permissions).toContain('studio.access');

    // Granting what the user already owns changes nothing, so their token keeps working.
    await server.graphql(GRANT, { userId: user('user').id, brandIds: [otherBrandId] }, bearer(tokens.super_admin!));
    expect(await refused(afterGrant)).toBe(false);

    const revoked = await server.graphql(
      REVOKE,
      { userId: shopperId, brandId: otherBrandId },
      bearer(tokens.super_admin!),
    );
    expect(revoked.body.data.revokeBrand.user.ownedBrands).toEqual([]);
    expect(await refused(afterGrant)).toBe(true);
    await server.graphql(SET_ROLE, { userId: shopperId, role: 'user' }, bearer(tokens.super_admin!));
    expect(await refused(await renew())).toBe(false);
    tokens.user = current.access_token;
  });

  it('refuses user management to admins (no studio.users.manage) and checks the input', async () => {
    const denied = await server.graphql(SET_ROLE, { userId: user('user').id, role: 'admin' }, bearer(tokens.admin!));
    expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(denied.body.data).toBeNull();
    const unknownBrand = await server.graphql(
      GRANT,
      { userId: user('user').id, brandIds: ['00000000-0000-4000-8000-000000000000'] },
      bearer(tokens.super_admin!),
    );
    expect(unknownBrand.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      brandIds: 'One or more brands do not exist.',
    });
    const unknownUser = await server.graphql(
      SET_ROLE,
      { userId: '00000000-0000-4000-8000-000000000000', role: 'admin' },
      bearer(tokens.super_admin!),
    );
    expect(unknownUser.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps at least one super admin', async () => {
    const res = await server.graphql(
      SET_ROLE,
      { userId: user('super_admin').id, role: 'admin' },
      bearer(tokens.super_admin!),
    );
    expect(res.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      role: 'The last super admin cannot be given another role.',
    });
  });

  it("hides other users' accounts, even through node(id:)", async () => {
    const query = `query($id: ID!) { node(id: $id) { ... on User { email } } }`;
    const id = encodeGlobalID('User', user('admin').id);
    const asShopper = await server.graphql(query, { id }, bearer(tokens.user!));
    // Null, as for an id that names nothing: the answer does not tell whether the account exists.
    expect(asShopper.body.errors).toBeUndefined();
    expect(asShopper.body.data.node).toBeNull();
    const signedOut = await server.graphql(query, { id });
    expect(signedOut.body.data?.node ?? null).toBeNull();
    const asSuperAdmin = await server.graphql(query, { id }, bearer(tokens.super_admin!));
    expect(asSuperAdmin.body.data.node.email).toBe(user('admin').email);
  });
});

describe('two super admins demoting each other at the same moment', () => {
  it('demotes one of them; the other is told they no longer may, and one super admin always remains', async () => {
    const [first, second] = [user('super_admin'), user('admin')];
    for (let round = 0; round < 6; round += 1) {
      // Both are super admins, each signed in since.
      await server.graphql(SET_ROLE, { userId: second.id, role: 'super_admin' }, bearer(tokens.super_admin!));
      const [a, b] = [(await signInAs('super_admin')).access_token, (await signInAs('admin')).access_token];

      const answers = await Promise.all([
        server.graphql(SET_ROLE, { userId: second.id, role: 'admin' }, bearer(a)),
        server.graphql(SET_ROLE, { userId: first.id, role: 'admin' }, bearer(b)),
      ]);
      const done = answers.filter((answer) => !answer.body.errors);
      const refused = answers.filter((answer) => answer.body.errors);
      expect(done).toHaveLength(1);
      expect(refused).toHaveLength(1);
      // Refused inside the change (the loser was demoted while their request ran) or, when their
      // request arrived after the demotion, at the door: the token they held ended with their role.
      const { status, body } = refused[0]!;
      const code = body.errors![0]!.extensions?.code;
      expect([
        {
          status: 200,
          code: 'FORBIDDEN',
          message: 'Your account is no longer a super admin, so it cannot change roles.',
        },
        { status: 401, code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' },
      ]).toContainEqual({ status, code, message: body.errors![0]!.message });

      const superAdmins = await server.db.prisma.user.findMany({
        where: { role: 'super_admin' },
        select: { id: true },
      });
      expect(superAdmins).toHaveLength(1);
      // Put the seeded super admin back in charge for the next round and the other tests.
      if (superAdmins[0]!.id !== first.id) {
        const winner = (await signInAs('admin')).access_token;
        await server.graphql(SET_ROLE, { userId: first.id, role: 'super_admin' }, bearer(winner));
        await server.graphql(
          SET_ROLE,
          { userId: second.id, role: 'admin' },
          bearer((await signInAs('super_admin')).access_token),
        );
      }
      tokens.super_admin = (await signInAs('super_admin')).access_token;
    }
    expect(await server.db.prisma.user.count({ where: { role: 'super_admin' } })).toBe(1);
    expect((await server.db.prisma.user.findUniqueOrThrow({ where: { id: second.id } })).role).toBe('admin');
  });
});
