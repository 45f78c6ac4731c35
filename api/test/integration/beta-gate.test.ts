import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { seededTokens } from '../support/seeded-sign-in.js';
import { bearer } from '../support/sign-in.js';
import { createApiClient } from '../../src/auth/api-clients.js';
import { GATE_REQUIRED_MESSAGE } from '../../src/auth/beta-gate.js';

const GATE_PASSWORD = 'Beta-Lagos-2026';
const QUERY = '{ brands(first: 1) { totalCount } }';

let gated: TestServer;
let open: TestServer;
beforeAll(async () => {
  gated = await startTestServer({ env: { GATE_PASSWORD } });
  open = await startTestServer({ seed: false });
});
afterAll(async () => {
  await gated?.close();
  await open?.close();
});

const enterGate = (password: string) =>
  fetch(`${gated.url}/api/auth/password-gate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });

const gatePass = (response: Response) => {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('adire_gate='));
  return { line, cookie: line?.split(';')[0] };
};

const graphqlWith = (headers: Record<string, string>) =>
  fetch(`${gated.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: QUERY }),
  });

describe('the beta gate on the API', () => {
  it('refuses anonymous callers on /graphql and /api with a clear JSON message', async () => {
    const graphql = await graphqlWith({});
    expect(graphql.status).toBe(401);
    expect(await graphql.json()).toEqual({
      errors: [{ message: GATE_REQUIRED_MESSAGE, extensions: { code: 'PASSWORD_GATE_REQUIRED' } }],
    });
    const rest = await fetch(`${gated.url}/api/legal-documents`);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: GATE_REQUIRED_MESSAGE, code: 'PASSWORD_GATE_REQUIRED' });
  });

  it('keeps the gate route and health open', async () => {
    expect(await (await fetch(`${gated.url}/api/auth/password-gate`)).json()).toEqual({ enabled: true, passed: false });
    expect((await fetch(`${gated.url}/healthz`)).status).toBe(200);
    const wrong = await enterGate('beta-lagos-2026');
    expect(wrong.status).toBe(401);
    expect(gatePass(wrong).line).toBeUndefined();
  });

  it('lets a browser that passed the gate through with its signed, HttpOnly, SameSite=Lax pass', async () => {
    const entered = await enterGate(GATE_PASSWORD);
    expect(entered.status).toBe(200);
    expect(await entered.json()).toEqual({ success: true });
    const { line, cookie } = gatePass(entered);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    expect(line).toMatch(/; Max-Age=2592000/i);
    expect(line).not.toMatch(/; Secure/i); // the test server's public URL is http

    const graphql = await graphqlWith({ cookie: cookie! });
    expect(graphql.status).toBe(200);
    const answered = (await graphql.json()) as { data: { brands: { totalCount: number } } };
    expect(answered.data.brands.totalCount).toBeGreaterThan(0);
    expect((await fetch(`${gated.url}/api/legal-documents`, { headers: { cookie: cookie! } })).status).toBe(200);
    expect(await (await fetch(`${gated.url}/api/auth/password-gate`, { headers: { cookie: cookie! } })).json()).toEqual(
      { enabled: true, passed: true },
    );
  });

  it('refuses passes that were tampered with, expired, or issued for another gate password', async () => {
    const { cookie } = gatePass(await enterGate(GATE_PASSWORD));
    const [, value] = cookie!.split('=');
    const [expires, signature] = value!.split('.');
    const [{ secret }] = await gated.db.prisma.cookieKey.findMany({ orderBy: { createdAt: 'desc' }, take: 1 });
    const signed = (at: number, password: string) =>
      `adire_gate=${at}.${createHmac('sha256', secret)
        .update(`gate:${at}:${createHash('sha256').update(password).digest('base64url')}`)
        .digest('base64url')}`;
    const past = Math.floor(Date.now() / 1000) - 60;
    const later = Number(expires) + 3600;
    for (const forged of [
      `adire_gate=${later}.${signature}`,
      `adire_gate=${expires}.${signature!.slice(0, -2)}xx`,
      'adire_gate=granted',
      signed(past, GATE_PASSWORD),
      signed(later, 'an-old-gate-password'),
    ])
      expect((await graphqlWith({ cookie: forged })).status, forged).toBe(401);
    // The same construction with the right inputs is accepted: the refusals above are about the inputs.
    expect((await graphqlWith({ cookie: signed(later, GATE_PASSWORD) })).status).toBe(200);
  });

  it('lets signed-in users and integrators with valid tokens through, but not invalid tokens', async () => {
    const { user } = await seededTokens(gated.url, ['user']);
    const signedIn = await gated.graphql('{ viewer { email } }', {}, bearer(user!));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.viewer.email).toBeTruthy();
    expect((await fetch(`${gated.url}/api/legal-documents`, { headers: bearer(user!) })).status).toBe(200);

    const partner = await createApiClient(gated.db.prisma, 'Gated Partner');
    const token = await fetch(`${gated.url}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }).toString(),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    expect((await graphqlWith(bearer(access_token))).status).toBe(200);

    expect((await graphqlWith(bearer('not-a-token'))).status).toBe(401);
    expect((await graphqlWith({ authorization: 'Basic Zm9vOmJhcg==' })).status).toBe(401);
  });

  it('is not there when no gate password is configured', async () => {
    expect(await (await fetch(`${open.url}/api/auth/password-gate`)).json()).toEqual({ enabled: false });
    expect(
      (
        await fetch(`${open.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: QUERY }),
        })
      ).status,
    ).toBe(200);
  });
});
