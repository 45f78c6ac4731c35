import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { TestBrowser } from '../support/browser.js';
import { bearer } from '../support/sign-in.js';
import { seeded } from '../support/seeded-sign-in.js';
import { createApiClient } from '../../src/auth/api-clients.js';
import { createThirdPartyClient, type CreatedThirdPartyClient } from '../../src/auth/third-party-clients.js';

const shopper = seeded('user');
const CALLBACK = 'https://partner.example/callback';
const SCOPE = 'openid profile email offline_access api';
const VIEWER = '{ viewer { email } }';

let server: TestServer;
let partner: CreatedThirdPartyClient;
let config: oidc.Configuration;
beforeAll(async () => {
  server = await startTestServer();
  partner = await createThirdPartyClient(server.db.prisma, {
    name: 'Partner Shop',
    redirectUris: [CALLBACK],
    public: true,
  });
  config = await oidc.discovery(new URL(`${server.url}/oidc`), partner.clientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
});
afterAll(async () => {
  await server?.close();
});

/** A raw HTTP request, so that Host and the request target can be anything a caller sends. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface Started {
  browser: TestBrowser;
  verifier: string;
  state: string;
  consentUrl: URL;
  consentCsp: string;
  html: string;
}

/** A third-party sign-in in a browser, through the real login endpoint, up to the consent page. */
async function signInUpToConsent(): Promise<Started> {
  const browser = new TestBrowser();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: SCOPE,
    prompt: 'consent',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const atLogin = await browser.navigate(url, (next) => next.pathname === '/login');
  const uid = atLogin.url.searchParams.get('interaction');
  expect(atLogin.url.pathname).toBe('/login');
  const details = await browser.json(`${server.url}/oidc/interaction/${uid}`);
  expect(details.body.client).toEqual({ clientId: partner.clientId, clientName: 'Partner Shop' });
  const login = await browser.json<{ redirectTo: string }>(`${server.url}/oidc/interaction/${uid}/login`, {
    email: shopper.email,
    password: shopper.password,
  });
  expect(login.status).toBe(200);
  const consent = await browser.navigate(new URL(login.body.redirectTo, server.url));
  expect(consent.response?.status).toBe(200);
  expect(consent.response?.headers.get('content-type')).toMatch(/text\/html/);
  return {
    browser,
    verifier,
    state,
    consentUrl: consent.url,
    consentCsp: consent.response!.headers.get('content-security-policy') ?? '',
    html: await consent.response!.text(),
  };
}

function consentForm(html: string): { action: string; csrf: string } {
  return {
    action: /<form method="post" action="([^"]+)"/.exec(html)![1]!,
    csrf: /name="csrf" value="([^"]+)"/.exec(html)![1]!,
  };
}

async function decide(started: Started, decision: string, csrf = consentForm(started.html).csrf) {
  const { action } = consentForm(started.html);
  return started.browser.request(new URL(action, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, decision }).toString(),
  });
}

async function followToCallback(started: Started, location: string): Promise<URL> {
  const landed = await started.browser.navigate(
    new URL(location, server.url),
    (next) => next.host === 'partner.example',
  );
  expect(landed.url.host).toBe('partner.example');
  return landed.url;
}

describe('discovery and the URLs the provider builds', () => {
  it('come from the public URL whatever Host, X-Forwarded-* or request target a caller sends', async () => {
    const path = '/oidc/.well-known/openid-configuration';
    const plain = await rawGet(path);
    expect(plain.status).toBe(200);
    const metadata = JSON.parse(plain.body) as Record<string, unknown>;
    expect(metadata.issuer).toBe(`${server.url}/oidc`);
    expect(metadata.token_endpoint).toBe(`${server.url}/oidc/token`);
    expect(metadata.jwks_uri).toBe(`${server.url}/oidc/jwks`);
    expect(metadata.userinfo_endpoint).toBe(`${server.url}/oidc/me`);

    const forgeries: [string, Record<string, string>][] = [
      [path, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
      [path, { host: 'evil.example' }],
      [path, { forwarded: 'host=evil.example;proto=https', 'x-forwarded-host': 'evil.example:8443' }],
    ];
    for (const [target, headers] of forgeries) {
      const forged = await rawGet(target, headers);
      expect(forged.status).toBe(200);
      expect(JSON.parse(forged.body)).toEqual(metadata);
    }
    // An absolute request target (GET http://evil.example/oidc/...) never yields a document naming that host.
    const absolute = await rawGet(`http://evil.example${path}`, { host: 'evil.example' });
    expect(absolute.body).not.toContain('evil.example');
  });

  it('sends the browser to its interaction on the public URL even with a forged host', async () => {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: CALLBACK,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const { hostname, port } = new URL(server.url);
    const location = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(
          { host: hostname, port, path: `${url.pathname}${url.search}`, headers: { host: 'evil.example' } },
          (res) => {
            res.resume();
            resolve(res.headers.location);
          },
        )
        .on('error', reject);
    });
    expect(location).toMatch(new RegExp(`^${server.url}/oidc/interaction/`));
  });
});

describe('the api scope on /graphql and /api', () => {
  async function clientCredentials(clientId: string, secret: string, scope?: string) {
    const res = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }).toString(),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  it('refuses a valid token without the api scope, naming the scope it needs', async () => {
    const machine = await createApiClient(server.db.prisma, 'Scopeless Partner');
    const token = await clientCredentials(machine.clientId, machine.clientSecret);
    expect(decodeJwt(token).scope).toBeUndefined();

    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ query: '{ brands(first: 1) { totalCount } }' }),
    });
    expect(graphql.status).toBe(401);
    expect(graphql.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="api"');
    const body = (await graphql.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({
      message: 'This access token does not grant access to the API. Request a token with the "api" scope.',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const rest = await fetch(`${server.url}/api/legal-documents`, { headers: bearer(token) });
    expect(rest.status).toBe(401);
    expect(rest.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="api"');

    const scoped = await clientCredentials(machine.clientId, machine.clientSecret, 'api');
    expect((await fetch(`${server.url}/api/legal-documents`, { headers: bearer(scoped) })).status).toBe(200);
    const ok = await server.graphql('{ brands(first: 1) { totalCount } }', {}, bearer(scoped));
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toBeUndefined();
  });
});

describe('third-party applications (authorization code + PKCE with consent)', () => {
  it('shows a consent page naming the application and its scopes, then issues a token for the API', async () => {
    const started = await signInUpToConsent();
    expect(started.consentUrl.pathname).toMatch(/^\/oidc\/interaction\//);
    const { html } = started;
    expect(html).toContain('<h1 id="consent-title">Allow Partner Shop to use your Adire account?</h1>');
    expect(html).toContain(`You are signed in as <strong>${shopper.email}</strong>`);
    for (const words of [
      'Know who you are on Adire',
      'See your name and profile picture',
      'See your e-mail address',
      'Stay connected while you are not using it',
      'Use Adire for you',
    ])
      expect(html).toContain(words);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // The form's redirects end at the application, which the page's Content-Security-Policy allows.
    expect(started.consentCsp).toMatch(/form-action 'self'[^;]* https:\/\/partner\.example(;|$)/);
    expect(html).toMatch(/<button type="submit" name="decision" value="allow" autofocus>Allow<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="deny">Deny<\/button>/);

    const allowed = await decide(started, 'allow');
    expect(allowed.status).toBe(303);
    const callback = await followToCallback(started, allowed.headers.get('location')!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      aud: ['urn:adire:api', `${server.url}/oidc/me`],
      client_id: partner.clientId,
      sub: shopper.id,
      scope: 'openid profile email api',
    });
    expect(tokens.claims()?.email).toBe(shopper.email);

    const viewer = await server.graphql(VIEWER, {}, bearer(tokens.access_token));
    expect(viewer.status).toBe(200);
    expect(viewer.body.data.viewer).toEqual({ email: shopper.email });

    // The access token the application got serves userinfo too (it asked for openid); so does one
    // asked for the OpenID scopes only.
    const profile = {
      sub: shopper.id,
      email: shopper.email,
      email_verified: true,
      given_name: shopper.firstName,
      family_name: shopper.lastName,
    };
    expect(await oidc.fetchUserInfo(config, tokens.access_token, shopper.id)).toMatchObject(profile);
    const identity = await oidc.refreshTokenGrant(config, tokens.refresh_token!, { scope: 'openid email profile' });
    expect(await oidc.fetchUserInfo(config, identity.access_token, shopper.id)).toMatchObject(profile);
    // ... and that token does not open the API.
    expect((await server.graphql(VIEWER, {}, bearer(identity.access_token))).status).toBe(401);

    // Revoking the application ends its users' API tokens and refresh tokens at once.
    await server.db.prisma.apiClient.update({ where: { clientId: partner.clientId }, data: { revokedAt: new Date() } });
    try {
      expect((await server.graphql(VIEWER, {}, bearer(tokens.access_token))).status).toBe(401);
      await expect(oidc.fetchUserInfo(config, tokens.access_token, shopper.id)).rejects.toThrow();
      await expect(oidc.refreshTokenGrant(config, identity.refresh_token ?? tokens.refresh_token!)).rejects.toThrow();
    } finally {
      await server.db.prisma.apiClient.update({ where: { clientId: partner.clientId }, data: { revokedAt: null } });
    }
  });

  it('returns access_denied to the application when the user denies', async () => {
    const started = await signInUpToConsent();
    const denied = await decide(started, 'deny');
    expect(denied.status).toBe(303);
    const callback = await followToCallback(started, denied.headers.get('location')!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(started.state);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('refuses a consent post without the form token, or from another browser', async () => {
    const started = await signInUpToConsent();
    const forged = await decide(started, 'allow', 'not-the-token');
    expect(forged.status).toBe(403);
    const { action, csrf } = consentForm(started.html);
    const stranger = await fetch(new URL(action, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf, decision: 'allow' }).toString(),
      redirect: 'manual',
    });
    expect(stranger.status).toBe(404);
    // The real form still works afterwards.
    expect((await decide(started, 'allow')).status).toBe(303);
  });

  it('requires PKCE with S256', async () => {
    const withoutPkce = oidc.buildAuthorizationUrl(config, { redirect_uri: CALLBACK, scope: SCOPE, state: 's' });
    const refused = await fetch(withoutPkce, { redirect: 'manual' });
    const location = new URL(refused.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(CALLBACK);
    expect(location.searchParams.get('error')).toBe('invalid_request');

    const plain = oidc.buildAuthorizationUrl(config, {
      redirect_uri: CALLBACK,
      scope: SCOPE,
      code_challenge: oidc.randomPKCECodeVerifier(),
      code_challenge_method: 'plain',
    });
    const plainLocation = new URL((await fetch(plain, { redirect: 'manual' })).headers.get('location')!);
    expect(plainLocation.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses redirect addresses that were not registered, and revoked applications', async () => {
    const elsewhere = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'https://evil.example/callback',
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const refused = await fetch(elsewhere, { redirect: 'manual', headers: { accept: 'application/json' } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();

    const gone = await createThirdPartyClient(server.db.prisma, {
      name: 'Former Partner',
      redirectUris: [CALLBACK],
      public: false,
    });
    expect(gone.clientSecret).toBeTruthy();
    await server.db.prisma.apiClient.update({ where: { clientId: gone.clientId }, data: { revokedAt: new Date() } });
    const url = new URL(elsewhere);
    url.searchParams.set('client_id', gone.clientId);
    url.searchParams.set('redirect_uri', CALLBACK);
    expect((await fetch(url, { redirect: 'manual', headers: { accept: 'application/json' } })).status).toBe(400);
  });

  it('refuses to register redirect addresses that are not https (but localhost) or carry a fragment', async () => {
    for (const redirectUris of [['http://partner.example/cb'], ['https://partner.example/cb#x'], ['not a url'], []])
      await expect(
        createThirdPartyClient(server.db.prisma, { name: 'Bad', redirectUris, public: true }),
      ).rejects.toThrow();
  });
});
