import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../prisma/seed/users.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { startSignIn, webClient } from '../support/sign-in.js';

const superAdmin = SEED_USERS.find((u) => u.role === 'super_admin')!;

describe('seeded demo accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signInAttempt(headers: Record<string, string>) {
    const started = await startSignIn(server.url, await webClient(server.url));
    const res = await started.browser.request(`${server.url}/oidc/interaction/${started.uid}/login`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: superAdmin.email, password: superAdmin.password }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { redirectTo?: string; error?: string; message?: string },
    };
  }

  it('refuse their published password from an address that is not this machine', async () => {
    const attempt = await signInAttempt({ 'x-forwarded-for': '203.0.113.9' });
    expect(attempt.status).toBe(403);
    expect(attempt.body).toEqual({
      error: 'demo_account_local_only',
      message: 'Demo accounts sign in with their published passwords only on the computer that runs Adire.',
    });
  });

  it('accept it from this machine', async () => {
    const attempt = await signInAttempt({});
    expect(attempt.status).toBe(200);
    expect(attempt.body.redirectTo).toBeTruthy();
  });
});
