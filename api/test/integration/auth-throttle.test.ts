import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { startSignIn, webClient } from '../support/sign-in.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

const admin = SEED_USERS.find((u) => u.role === 'admin')!;
const superAdmin = SEED_USERS.find((u) => u.role === 'super_admin')!;

let server: TestServer;
let config: oidc.Configuration;
beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

async function attempt(email: string, password: string) {
  const started = await startSignIn(server.url, config);
  return started.browser.json(`${server.url}/oidc/interaction/${started.uid}/login`, { email, password });
}

describe('sign-in throttling', () => {
  it('locks an account for 15 minutes after 5 failures, even for the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt(admin.email, `wrong-${i}`)).status).toBe(401);
    const locked = await attempt(admin.email, admin.password);
    expect(locked).toEqual({
      status: 429,
      body: {
        error: 'too_many_attempts',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
        retryAfterMinutes: 15,
      },
    });
    // The lock follows the account, whatever the case of the address.
    expect((await attempt(admin.email.toUpperCase(), admin.password)).status).toBe(429);

    // Ten minutes later there are five left to wait; after the window the right password works.
    await server.db.prisma.loginFailure.updateMany({
      where: { email: admin.email },
      data: { createdAt: new Date(Date.now() - 10 * 60_000) },
    });
    expect((await attempt(admin.email, admin.password)).body.message).toBe(
      'Too many sign-in attempts. Please wait 5 minutes and try again.',
    );
    await server.db.prisma.loginFailure.updateMany({
      where: { email: admin.email },
      data: { createdAt: new Date(Date.now() - 16 * 60_000) },
    });
    expect((await attempt(admin.email, admin.password)).status).toBe(200);
  });

  it("clears an account's failures when it signs in", async () => {
    for (let i = 0; i < 4; i += 1) await attempt(superAdmin.email, `wrong-${i}`);
    expect((await attempt(superAdmin.email, superAdmin.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(superAdmin.email, `wrong-again-${i}`)).status).toBe(401);
    expect((await attempt(superAdmin.email, superAdmin.password)).status).toBe(200);
  });

  it('locks an address after 20 failures across accounts, unknown ones included', async () => {
    await server.db.prisma.loginFailure.deleteMany({});
    for (let i = 0; i < 20; i += 1) expect((await attempt(`guess-${i}@example.com`, 'password')).status).toBe(401);
    const locked = await attempt(
      SEED_USERS.find((u) => u.role === 'user')!.email,
      SEED_USERS.find((u) => u.role === 'user')!.password,
    );
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });
});
