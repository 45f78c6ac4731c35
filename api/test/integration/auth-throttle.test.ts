import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { startSecondApp, startTestServer, type TestServer } from '../support/test-server.js';
import { startSignIn, webClient, type StartedSignIn } from '../support/sign-in.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';
import { SIGN_IN_MESSAGES } from '../../src/auth/sign-in.js';
import { latestMail, signInCode } from '../support/mailbox.js';

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
});

describe('a mailed code after failures from many addresses', () => {
  const target = SEED_USERS.find((u) => u.role === 'brand_admin')!;
  const CODE_REQUIRED = {
    error: 'code_required',
    message:
      'To keep your account safe we need to check that it is you. If the e-mail address and password are correct, we have sent a 6-digit code to that address: enter it to finish signing in. The code expires in 10 minutes.',
  };
  const INVALID_CODE = {
    error: 'invalid_code',
    message:
      'That code is not right, or it has expired. Enter the code from the latest e-mail, or go back and sign in again to get a new one.',
  };

  /** Ten wrong guesses at the account, each from its own address: under every per-address limit. */
  async function distributedGuess() {
    await server.db.prisma.loginFailure.deleteMany({});
    for (let i = 0; i < 10; i += 1) {
      const guess = await attemptFrom(`192.0.2.${i + 10}`, target.email, `guess-${i}`);
      expect(guess).toEqual({ status: 401, body: { error: 'invalid_credentials', message: SIGN_IN_MESSAGES.invalid } });
    }
  }

  const postCode = (started: StartedSignIn, address: string, code: string) =>
    started.browser.request(`${server.url}/oidc/interaction/${started.uid}/code`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ code, remember: true }),
    });

  it('makes the right password alone insufficient and the mailed code sufficient', async () => {
    await distributedGuess();
    const owner = '203.0.113.30';
    const signIn = await startSignIn(server.url, config);
    // The right password from a clean address: not refused, not let in, asked for the code.
    expect(await postLogin(signIn, owner, target.email, target.password)).toEqual({ status: 401, body: CODE_REQUIRED });
    const mail = await latestMail(server.db.prisma, target.email);
    expect(mail.subject).toBe('Your Adire sign-in code');
    expect(mail.text).toContain('Someone, hopefully you, entered the password of your Adire account to sign in.');
    expect(mail.text).toContain(`from network address ${owner}.`);
    expect(mail.text).toContain('whoever started this sign-in knows your password');
    expect(mail.text).toContain(`Choose a new password: ${server.url}/forgot-password`);
    const code = signInCode(mail.text);

    // A stranger's wrong password gets the very same answer, and no mail.
    const stranger = await startSignIn(server.url, config);
    expect(await postLogin(stranger, '192.0.2.99', target.email, 'yet-another-guess')).toEqual({
      status: 401,
      body: CODE_REQUIRED,
    });
    expect((await latestMail(server.db.prisma, target.email)).id).toBe(mail.id);
    // The code belongs to the owner's sign-in only.
    const elsewhere = await postCode(stranger, '192.0.2.99', code);
    expect({ status: elsewhere.status, body: await elsewhere.json() }).toEqual({ status: 401, body: INVALID_CODE });

    const wrong = await postCode(signIn, owner, code === '000000' ? '111111' : '000000');
    expect({ status: wrong.status, body: await wrong.json() }).toEqual({ status: 401, body: INVALID_CODE });
    const right = await postCode(signIn, owner, code);
    expect(right.status).toBe(200);
    const { redirectTo } = (await right.json()) as { redirectTo: string };
    // Used once: the same code again is refused.
    const reused = await postCode(signIn, owner, code);
    expect({ status: reused.status, body: await reused.json() }).toEqual({ status: 401, body: INVALID_CODE });

    const tokens = await signIn.finish(redirectTo);
    expect(tokens.claims()?.sub).toBe(target.id);
    const viewer = await server.graphql('{ viewer { email } }', {}, { authorization: `Bearer ${tokens.access_token}` });
    expect(viewer.body.data).toEqual({ viewer: { email: target.email } });

    // The owner signing in leaves the strangers' failures counted: the next sign-in needs a code too,
    // and the code of a finished sign-in does not open another one.
    const next = await startSignIn(server.url, config);
    expect((await postLogin(next, owner, target.email, target.password)).body).toEqual(CODE_REQUIRED);
    const old = await postCode(next, owner, code);
    expect({ status: old.status, body: await old.json() }).toEqual({ status: 401, body: INVALID_CODE });
    expect(signInCode((await latestMail(server.db.prisma, target.email)).text)).not.toBe(code);
  });

  it('gives a code five tries, then refuses even the right one', async () => {
    await distributedGuess();
    const signIn = await startSignIn(server.url, config);
    expect((await postLogin(signIn, '203.0.113.31', target.email, target.password)).body).toEqual(CODE_REQUIRED);
    const code = signInCode((await latestMail(server.db.prisma, target.email)).text);
    const wrongCode = code === '123456' ? '654321' : '123456';
    // Sent at once, the wrong tries cannot outnumber five.
    const tries = await Promise.all(Array.from({ length: 8 }, () => postCode(signIn, '203.0.113.31', wrongCode)));
    expect(tries.map((t) => t.status)).toEqual(Array(8).fill(401));
    const afterwards = await postCode(signIn, '203.0.113.31', code);
    expect({ status: afterwards.status, body: await afterwards.json() }).toEqual({ status: 401, body: INVALID_CODE });

    // Signing in again mails a fresh code, which works.
    expect((await postLogin(signIn, '203.0.113.31', target.email, target.password)).body).toEqual(CODE_REQUIRED);
    const fresh = signInCode((await latestMail(server.db.prisma, target.email)).text);
    expect((await postCode(signIn, '203.0.113.31', fresh)).status).toBe(200);
  });

  it('asks for the 6-digit code before looking it up, and leaves other accounts alone', async () => {
    await distributedGuess();
    const signIn = await startSignIn(server.url, config);
    const blank = await postCode(signIn, '203.0.113.32', ' 12 34 ');
    expect({ status: blank.status, body: await blank.json() }).toEqual({
      status: 400,
      body: { error: 'invalid_request', message: 'Enter the 6-digit code from the e-mail.' },
    });
    // The guessing addresses are not held back for other accounts.
    expect((await attemptFrom('192.0.2.12', admin.email, admin.password)).status).toBe(200);
  });
});
