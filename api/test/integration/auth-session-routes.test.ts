import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { signInWithPassword, webClient } from '../support/sign-in.js';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('password gate and session validation', () => {
  let open: TestServer;
  let gated: TestServer;
  beforeAll(async () => {
    [open, gated] = await Promise.all([
      startTestServer(),
      startTestServer({ seed: false, env: { GATE_PASSWORD: 'Beta-Lagos-2026' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([open?.close(), gated?.close()]);
  });

  it('lets everyone through when no gate password is configured', async () => {
    const res = await post(`${open.url}/api/auth/password-gate`, { password: 'anything' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
  });

  it('says whether the gate is on', async () => {
    expect(await (await fetch(`${open.url}/api/auth/password-gate`)).json()).toEqual({ enabled: false });
    expect(await (await fetch(`${gated.url}/api/auth/password-gate`)).json()).toEqual({ enabled: true, passed: false });
  });

  it('checks the configured gate password', async () => {
    const wrong = await post(`${gated.url}/api/auth/password-gate`, { password: 'beta-lagos-2026' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, error: 'Incorrect password. Please try again.' });
    const missing = await post(`${gated.url}/api/auth/password-gate`, {});
    expect(missing.status).toBe(401);
    const right = await post(`${gated.url}/api/auth/password-gate`, { password: 'Beta-Lagos-2026' });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ success: true });
  });

  it('slows down guessing: after too many wrong passwords an address must wait, even with the right one', async () => {
    const strict = await startTestServer({
      seed: false,
      env: { GATE_PASSWORD: 'Beta-Lagos-2026', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' },
    });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await post(`${strict.url}/api/auth/password-gate`, { password: `guess-${i}` })).status).toBe(401);
      const blocked = await post(`${strict.url}/api/auth/password-gate`, { password: 'Beta-Lagos-2026' });
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({
        success: false,
        error: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      });
    } finally {
      await strict.close();
    }
  });

  it('validates the bearer token and describes the user', async () => {
    const brandAdmin = SEED_USERS.find((u) => u.role === 'brand_admin')!;
    const { tokens } = await signInWithPassword(
      open.url,
      await webClient(open.url),
      brandAdmin.email,
      brandAdmin.password,
    );
    const res = await fetch(`${open.url}/api/auth/validate`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { valid: boolean; user: { ownedBrands: string[] } };
    expect(body).toMatchObject({
      valid: true,
      user: {
        id: brandAdmin.id,
        email: brandAdmin.email,
        role: 'brand_admin',
        firstName: brandAdmin.firstName,
        lastName: brandAdmin.lastName,
      },
    });
    expect(body.user.ownedBrands.sort()).toEqual([...BRAND_ADMIN_BRAND_IDS].sort());

    expect(await (await fetch(`${open.url}/api/auth/validate`)).json()).toEqual({ valid: false, user: null });
    expect(
      await (await fetch(`${open.url}/api/auth/validate`, { headers: { authorization: 'Bearer not-a-token' } })).json(),
    ).toEqual({ valid: false, user: null });
  });

  it('answers REST calls with an invalid token with 401', async () => {
    const res = await fetch(`${open.url}/api/reviews?brandId=${BRAND_ADMIN_BRAND_IDS[0]}`, {
      headers: { authorization: 'Bearer expired' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Your session has expired. Please sign in again.' });
  });
});
