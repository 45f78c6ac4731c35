import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { startSecondApp, startTestServer, type TestServer } from '../support/test-server.js';
import { startSignIn, webClient, type StartedSignIn } from '../support/sign-in.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';
import { ACCOUNT_CURVE } from '../../src/auth/login-throttle.js';

const admin = SEED_USERS.find((u) => u.role === 'admin')!;
const superAdmin = SEED_USERS.find((u) => u.role === 'super_admin')!;

let server: TestServer;
/** A second API process on the same database, behind the same public address. */
let second: Awaited<ReturnType<typeof startSecondApp>>;
let config: oidc.Configuration;
beforeAll(async () => {
  // Sign-ins come from several addresses here; the demo accounts' published passwords must work at all of them.
  server = await startTestServer({ env: { DEMO_SIGN_IN: 'anywhere' } });
  second = await startSecondApp(server, { PUBLIC_URL: server.url, DEMO_SIGN_IN: 'anywhere' });
  config = await webClient(server.url);
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

async function attempt(email: string, password: string) {
  const started = await startSignIn(server.url, config);
  return started.browser.json(`${server.url}/oidc/interaction/${started.uid}/login`, { email, password });
}

/** Posts credentials for a started sign-in from a client address (the test server trusts the loopback proxy's X-Forwarded-For). */
async function postLogin(started: StartedSignIn, address: string, email: string, password: string, via = server.url) {
  const response = await started.browser.request(`${via}/oidc/interaction/${started.uid}/login`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

/** A sign-in from another client address. */
async function attemptFrom(address: string, email: string, password: string) {
  return postLogin(await startSignIn(server.url, config), address, email, password);
}

describe('sign-in throttling', () => {
  it('locks an account at an address for 15 minutes after 5 failures there, even for the right password', async () => {
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

  it('lets no more than the limit of wrong passwords sent at once, to two processes, reach the password check', async () => {
    await server.db.prisma.loginFailure.deleteMany({});
    const user = SEED_USERS.find((u) => u.role === 'user')!;
    const address = '198.51.100.50';
    // Thirty sign-ins waiting at the login step, then all thirty passwords sent at once, half to each process.
    const started = await Promise.all(Array.from({ length: 30 }, () => startSignIn(server.url, config)));
    const answers = await Promise.all(
      started.map((s, i) => postLogin(s, address, user.email, `wrong-${i}`, i % 2 ? second.url : server.url)),
    );
    const evaluated = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(evaluated.length).toBe(5);
    expect(evaluated.length + refused.length).toBe(30);
    for (const answer of refused)
      expect(answer.body.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    // Only the evaluated attempts stay counted as failures.
    expect(await server.db.prisma.loginFailure.count({ where: { email: user.email } })).toBe(evaluated.length);
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

  it("never lets a stranger's wrong passwords lock the owner out at another address", async () => {
    await server.db.prisma.loginFailure.deleteMany({});
    const stranger = '198.51.100.7';
    for (let i = 0; i < 5; i += 1)
      expect((await attemptFrom(stranger, superAdmin.email, `guess-${i}`)).status).toBe(401);

    // The stranger's address is throttled for this account, even with the right password...
    const throttled = await attemptFrom(stranger, superAdmin.email, superAdmin.password);
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    // ...while the owner signs in from their own address.
    expect((await attemptFrom('203.0.113.20', superAdmin.email, superAdmin.password)).status).toBe(200);
    // The owner signing in does not clear the stranger's failures.
    expect((await attemptFrom(stranger, superAdmin.email, superAdmin.password)).status).toBe(429);
  });

  it('slows a guessing attack spread over many addresses, never the right password from a clean one', async () => {
    await server.db.prisma.loginFailure.deleteMany({});
    const target = SEED_USERS.find((u) => u.role === 'brand_admin')!;
    const attackers = Array.from({ length: ACCOUNT_CURVE.freeFailures }, (_, i) => `192.0.2.${i + 10}`);
    // One wrong guess from each address: far below every per-address limit.
    for (const address of attackers)
      expect((await attemptFrom(address, target.email, `guess-from-${address}`)).status).toBe(401);

    // The account's day curve now holds back every address that has failed for it.
    const slowed = await attemptFrom(attackers[0]!, target.email, 'another-guess');
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    // Each further failure doubles the wait.
    await server.db.prisma.loginFailure.create({ data: { email: target.email, ip: attackers[1]! } });
    expect((await attemptFrom(attackers[1]!, target.email, 'guess')).body.message).toBe(
      'Too many sign-in attempts. Please wait 2 minutes and try again.',
    );
    // Other accounts at those addresses are not affected, nor is the owner at a clean address.
    expect((await attemptFrom(attackers[2]!, admin.email, admin.password)).status).toBe(200);
    expect((await attemptFrom('203.0.113.30', target.email, target.password)).status).toBe(200);
  });
});
