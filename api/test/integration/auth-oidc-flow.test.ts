import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, startSignIn, webClient } from '../support/sign-in.js';
import { SEED_USERS, BRAND_ADMIN_BRAND_IDS } from '../../../prisma/seed/index.js';
import { createApiClient } from '../../src/auth/api-clients.js';

const brandAdmin = SEED_USERS.find((u) => u.role === 'brand_admin')!;
const VIEWER = `{ viewer { databaseId email firstName lastName role ownedBrands { databaseId } permissions } }`;

let server: TestServer;
let config: oidc.Configuration;
beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

async function clientCredentialsToken(clientId: string, secret: string): Promise<string> {
  const res = await fetch(`${server.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('OpenID Connect sign-in for the web app', () => {
  it('publishes discovery metadata with the issuer under /oidc and PKCE S256', async () => {
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(`${server.url}/oidc`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
    const jwks = (await (await fetch(meta.jwks_uri!)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });

  it('sends the browser to the web login page and describes the interaction as JSON', async () => {
    const started = await startSignIn(server.url, config);
    expect(started.loginPage.toString()).toBe(`${server.url}/login?interaction=${started.uid}`);
    const details = await started.browser.json(`${server.url}/oidc/interaction/${started.uid}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      uid: started.uid,
      prompt: { name: 'login' },
      client: { clientId: 'adire-web', clientName: 'Adire' },
    });
    // Without the interaction cookie (another browser) the interaction is not there.
    const stranger = await fetch(`${server.url}/oidc/interaction/${started.uid}`, {
      headers: { accept: 'application/json' },
    });
    expect(stranger.status).toBe(404);
  });

  it('refuses wrong credentials with the spec message and keeps the interaction usable', async () => {
    const started = await startSignIn(server.url, config);
    const wrong = await started.browser.json(`${server.url}/oidc/interaction/${started.uid}/login`, {
      email: brandAdmin.email,
      password: 'not-the-password',
    });
    expect(wrong).toEqual({
      status: 401,
      body: { error: 'invalid_credentials', message: 'Invalid email or password. Please try again.' },
    });
    const unknown = await started.browser.json(`${server.url}/oidc/interaction/${started.uid}/login`, {
      email: 'nobody@adire.example',
      password: 'whatever',
    });
    expect(unknown.body.message).toBe('Invalid email or password. Please try again.');
    const empty = await started.browser.json(`${server.url}/oidc/interaction/${started.uid}/login`, {
      email: '',
      password: '',
    });
    expect(empty.status).toBe(400);
    const right = await started.browser.json(`${server.url}/oidc/interaction/${started.uid}/login`, {
      email: brandAdmin.email.toUpperCase(),
      password: brandAdmin.password,
    });
    expect(right.status).toBe(200);
    const tokens = await started.finish(right.body.redirectTo);
    expect(tokens.access_token).toBeTruthy();
  });

  it('completes authorization code + PKCE, and the access token is a JWT the API accepts', async () => {
    const { tokens } = await signInWithPassword(server.url, config, brandAdmin.email, brandAdmin.password);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${server.url}/oidc`,
      // The API's audience, and userinfo's (see the userinfo test below).
      aud: ['urn:adire:api', `${server.url}/oidc/me`],
      sub: brandAdmin.id,
      client_id: 'adire-web',
      scope: 'openid profile email api',
    });
    expect(tokens.scope).toBe('openid profile email api');

    const { status, body } = await server.graphql(VIEWER, {}, bearer(tokens.access_token));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toMatchObject({
      databaseId: brandAdmin.id,
      email: brandAdmin.email,
      firstName: brandAdmin.firstName,
      lastName: brandAdmin.lastName,
      role: 'brand_admin',
    });
    expect(body.data.viewer.ownedBrands.map((b: { databaseId: string }) => b.databaseId).sort()).toEqual(
      [...BRAND_ADMIN_BRAND_IDS].sort(),
    );
    expect(body.data.viewer.permissions).toEqual([
      'studio.access',
      'studio.brands.manage',
      'studio.catalogues.manage',
      'studio.products.manage',
      'studio.reviews.manage',
    ]);
  });

  it("answers userinfo for the web app's access token, as a relying party following OpenID Connect calls it", async () => {
    const { tokens } = await signInWithPassword(server.url, config, brandAdmin.email, brandAdmin.password);
    const expected = {
      sub: brandAdmin.id,
      email: brandAdmin.email,
      email_verified: true,
      given_name: brandAdmin.firstName,
      family_name: brandAdmin.lastName,
      name: `${brandAdmin.firstName} ${brandAdmin.lastName}`,
    };
    expect(await oidc.fetchUserInfo(config, tokens.access_token, brandAdmin.id)).toEqual(expected);
    // A refreshed token too (asked for as the web app's oidc-client-ts asks: with the scope the token
    // response named, which also brings a new ID token), by POST, from the web app's own origin.
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!, { scope: tokens.scope! });
    expect(refreshed.claims()).toMatchObject({ sub: brandAdmin.id, name: expected.name, email: brandAdmin.email });
    const me = `${server.url}/oidc/me`;
    const post = await fetch(me, {
      method: 'POST',
      headers: { ...bearer(refreshed.access_token), origin: server.url },
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(post.headers.get('cache-control')).toBe('no-store');
    expect(await post.json()).toEqual(expected);

    // Not from another site's pages, not with a token changed in transit, not as a client-credentials token.
    const foreign = await fetch(me, { headers: { ...bearer(tokens.access_token), origin: 'https://evil.example' } });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const [header, payload, signature] = tokens.access_token.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(tokens.access_token), sub: 'someone-else' })).toString('base64url')}.${signature}`;
    expect(payload).not.toBe(altered.split('.')[1]);
    const refused = await fetch(me, { headers: bearer(altered) });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer realm=".*\/oidc", error="invalid_token"/);
    const machine = await createApiClient(server.db.prisma, 'Userinfo Partner');
    const machineToken = await clientCredentialsToken(machine.clientId, machine.clientSecret);
    expect((await fetch(me, { headers: bearer(machineToken) })).status).toBe(401);

    // The API still checks its own audience and scope: the same token works there, a userinfo-only one does not.
    expect((await server.graphql(VIEWER, {}, bearer(refreshed.access_token))).body.data.viewer.email).toBe(
      brandAdmin.email,
    );
    const identityOnly = await oidc.refreshTokenGrant(config, refreshed.refresh_token!, { scope: 'openid email' });
    expect(identityOnly.access_token.split('.')).toHaveLength(1);
    expect(await oidc.fetchUserInfo(config, identityOnly.access_token, brandAdmin.id)).toEqual({
      sub: brandAdmin.id,
      email: brandAdmin.email,
      email_verified: true,
    });
    expect((await server.graphql(VIEWER, {}, bearer(identityOnly.access_token))).status).toBe(401);
  });

  it('answers signed-out and invalid-token requests differently', async () => {
    const anonymous = await server.graphql(VIEWER);
    expect(anonymous.body.data.viewer).toBeNull();
    const forged = await server.graphql(VIEWER, {}, bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'));
    expect(forged.status).toBe(401);
    expect(forged.body.errors?.[0]).toMatchObject({
      message: 'Your session has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('refreshes tokens (rotating the refresh token) and signs out through end-session', async () => {
    const { tokens, browser } = await signInWithPassword(server.url, config, brandAdmin.email, brandAdmin.password);
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const viewer = await server.graphql(VIEWER, {}, bearer(refreshed.access_token));
    expect(viewer.body.data.viewer.email).toBe(brandAdmin.email);
    // The old refresh token was rotated away.
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toThrow();

    // Sign-out: the browser visits end-session; the page posts itself and lands on /login.
    const endSession = oidc.buildEndSessionUrl(config, {
      id_token_hint: refreshed.id_token ?? tokens.id_token!,
      post_logout_redirect_uri: `${server.url}/login`,
    });
    const page = await browser.navigate(endSession);
    const html = await page.response!.text();
    expect(html).toContain('Signing you out');
    // The page's one inline script is allowed by hash under the Content-Security-Policy.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(page.response!.headers.get('content-security-policy')).toContain(
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirm = await browser.request(new URL(action, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${server.url}/login`);

    // Signing out ended the web app's refresh tokens, and the next sign-in asks for credentials again.
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toThrow();
    const again = await startSignIn(server.url, config, browser);
    expect(again.loginPage.pathname).toBe('/login');
  });

  it('skips the login page while the browser session lasts (single sign-on)', async () => {
    const { browser } = await signInWithPassword(server.url, config, brandAdmin.email, brandAdmin.password);
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${server.url}/auth/callback`,
      scope: 'openid profile email offline_access api',
      prompt: 'consent',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: 'xyz',
    });
    const landed = await browser.navigate(
      url,
      (next) => next.pathname === '/auth/callback' || next.pathname === '/login',
    );
    expect(landed.url.pathname).toBe('/auth/callback');
    const tokens = await oidc.authorizationCodeGrant(config, landed.url, {
      pkceCodeVerifier: verifier,
      expectedState: 'xyz',
    });
    expect(decodeJwt(tokens.access_token).sub).toBe(brandAdmin.id);
  });

  it('lets the user abort, returning access_denied to the web app', async () => {
    const started = await startSignIn(server.url, config);
    const aborted = await started.browser.json(`${server.url}/oidc/interaction/${started.uid}/abort`, {});
    expect(aborted.status).toBe(200);
    const landed = await started.browser.navigate(
      new URL(aborted.body.redirectTo, server.url),
      (next) => next.pathname === '/auth/callback',
    );
    expect(landed.url.searchParams.get('error')).toBe('access_denied');
  });

  it('requires PKCE from the web client', async () => {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${server.url}/auth/callback`,
      scope: 'openid api',
      state: 's',
    });
    const landed = await fetch(url, { redirect: 'manual' });
    const location = new URL(landed.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('keeps its state in the database, not in memory', async () => {
    const models = await server.db.prisma.oidcPayload.groupBy({ by: ['model'], _count: true });
    expect(models.map((m) => m.model)).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken']));
    expect(await server.db.prisma.signingKey.count()).toBe(1);
  });
});
