import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, startSignIn, webClient } from '../support/sign-in.js';
import { latestMail, linkToken, mailCount } from '../support/mailbox.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`;
const CONFIRM = `mutation($token: String!) { confirmEmail(input: { token: $token }) { email } }`;
const REQUEST_RESET = `mutation($email: String!) { requestPasswordReset(input: { email: $email }) { message } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const RESET_STATUS = `query($token: String!) { passwordResetTokenStatus(token: $token) }`;
const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { firstName lastName email } } }`;

let server: TestServer;
let config: oidc.Configuration;
beforeAll(async () => {
  server = await startTestServer();
  config = await webClient(server.url);
});
afterAll(async () => {
  await server?.close();
});

const fieldErrors = (body: { errors?: { extensions?: Record<string, any> }[] }) =>
  body.errors?.[0]?.extensions?.fieldErrors;

async function tryPassword(email: string, password: string) {
  const started = await startSignIn(server.url, config);
  return started.browser.json(`${server.url}/oidc/interaction/${started.uid}/login`, { email, password });
}

describe('sign-up and e-mail confirmation', () => {
  const email = 'Amara.Okafor@Example.com';
  const password = 'Kente-Weave-2026';

  it('checks the form with the spec messages', async () => {
    const mismatch = await server.graphql(SIGN_UP, { input: { email, password, confirmPassword: 'Other-2026x' } });
    expect(mismatch.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(mismatch.body)).toEqual({ confirmPassword: 'Passwords do not match' });
    const bad = await server.graphql(SIGN_UP, {
      input: { email: 'not-an-address', password: 'short', confirmPassword: 'short' },
    });
    expect(fieldErrors(bad.body)).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
    });
  });

  it('creates the account, mails a confirmation link, and refuses sign-in until it is used', async () => {
    const { body } = await server.graphql(SIGN_UP, { input: { email, password, confirmPassword: password } });
    expect(body.data.signUp.message).toBe('Check your email for a confirmation link before signing in.');
    const user = await server.db.prisma.user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(user.role).toBe('user');
    expect(user.emailVerified).toBeNull();
    expect(user.passwordHash).toMatch(/^scrypt\$15\$8\$1\$/);

    const refused = await tryPassword(email, password);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: 'email_not_confirmed',
      message: expect.stringContaining('Please confirm your e-mail address before signing in.'),
    });

    const mail = await latestMail(server.db.prisma, email.toLowerCase());
    expect(mail.subject).toBe('Confirm your e-mail address');
    const token = linkToken(mail.text, '/confirm-email');
    expect(mail.text).toContain(`${server.url}/confirm-email?token=`);
    const confirmed = await server.graphql(CONFIRM, { token });
    expect(confirmed.body.data.confirmEmail.email).toBe(email.toLowerCase());
    // Opening the link again is harmless; a made-up token is not.
    expect((await server.graphql(CONFIRM, { token })).body.data.confirmEmail.email).toBe(email.toLowerCase());
    expect(fieldErrors((await server.graphql(CONFIRM, { token: 'made-up' })).body)).toEqual({
      token: 'This confirmation link is invalid. Please request a new one.',
    });

    const { tokens } = await signInWithPassword(server.url, config, email, password);
    const viewer = await server.graphql('{ viewer { email role firstName } }', {}, bearer(tokens.access_token));
    expect(viewer.body.data.viewer).toEqual({ email: email.toLowerCase(), role: 'user', firstName: null });
  });

  it('answers a sign-up for an existing address the same way, and tells the owner by e-mail', async () => {
    const owner = SEED_USERS.find((u) => u.role === 'user')!;
    const before = await server.db.prisma.user.findUniqueOrThrow({ where: { email: owner.email } });
    const { body } = await server.graphql(SIGN_UP, {
      input: { email: owner.email, password: 'Taken-Address-2026', confirmPassword: 'Taken-Address-2026' },
    });
    expect(body.data.signUp.message).toBe('Check your email for a confirmation link before signing in.');
    const after = await server.db.prisma.user.findUniqueOrThrow({ where: { email: owner.email } });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await latestMail(server.db.prisma, owner.email)).subject).toBe('You already have an Adire account');
  });

  it('expires confirmation links', async () => {
    const late = 'late.confirmer@example.com';
    await server.graphql(SIGN_UP, { input: { email: late, password, confirmPassword: password } });
    const token = linkToken((await latestMail(server.db.prisma, late)).text, '/confirm-email');
    await server.db.prisma.accountToken.updateMany({
      where: { user: { email: late } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(fieldErrors((await server.graphql(CONFIRM, { token })).body)).toEqual({
      token: 'This confirmation link has expired. Please request a new one.',
    });
    await server.graphql(
      'mutation($email: String!) { resendConfirmationEmail(input: { email: $email }) { message } }',
      { email: late },
    );
    const fresh = linkToken((await latestMail(server.db.prisma, late)).text, '/confirm-email');
    expect((await server.graphql(CONFIRM, { token: fresh })).body.data.confirmEmail.email).toBe(late);
  });
});

describe('password reset', () => {
  const shopper = SEED_USERS.find((u) => u.role === 'user')!;

  async function resetToken(email: string) {
    const { body } = await server.graphql(REQUEST_RESET, { email });
    expect(body.data.requestPasswordReset.message).toBe('Password reset email sent! Check your inbox.');
    const mail = await latestMail(server.db.prisma, email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(`${server.url}/reset-password?token=`);
    return linkToken(mail.text, '/reset-password');
  }

  it('answers the same for unknown addresses and sends nothing', async () => {
    const { body } = await server.graphql(REQUEST_RESET, { email: 'nobody-here@example.com' });
    expect(body.data.requestPasswordReset.message).toBe('Password reset email sent! Check your inbox.');
    expect(await mailCount(server.db.prisma, { where: { to: 'nobody-here@example.com' } })).toBe(0);
  });

  it('applies every password rule with the spec messages', async () => {
    const token = await resetToken(shopper.email);
    expect((await server.graphql(RESET_STATUS, { token })).body.data.passwordResetTokenStatus).toBe('VALID');
    const attempt = async (password: string, confirmPassword = password) =>
      fieldErrors((await server.graphql(RESET, { input: { token, password, confirmPassword } })).body);
    expect(await attempt('Ab1')).toEqual({ password: 'Password must be at least 8 characters long' });
    expect(await attempt('ABCDEFG1')).toEqual({ password: 'Password must contain at least one lowercase letter' });
    expect(await attempt('abcdefg1')).toEqual({ password: 'Password must contain at least one uppercase letter' });
    expect(await attempt('Abcdefgh')).toEqual({ password: 'Password must contain at least one number' });
    expect(await attempt('Abcdefg1', 'Abcdefg2')).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(await attempt(shopper.password)).toEqual({
      password: 'Your new password must be different from your current password. Please choose a different password.',
    });
    // None of those used the link up.
    expect((await server.graphql(RESET_STATUS, { token })).body.data.passwordResetTokenStatus).toBe('VALID');
  });

  it('sets the new password once, ends existing sign-ins, and the link cannot be used again', async () => {
    const { tokens } = await signInWithPassword(server.url, config, shopper.email, shopper.password);
    const token = await resetToken(shopper.email);
    const done = await server.graphql(RESET, {
      input: { token, password: 'New-Shopper-2027', confirmPassword: 'New-Shopper-2027' },
    });
    expect(done.body.data.resetPassword.message).toBe('Password updated successfully!');

    const again = await server.graphql(RESET, {
      input: { token, password: 'Newer-Shopper-2028', confirmPassword: 'Newer-Shopper-2028' },
    });
    expect(fieldErrors(again.body)).toEqual({
      token: 'Invalid password reset session. Please request a new password reset link.',
    });
    expect((await server.graphql(RESET_STATUS, { token })).body.data.passwordResetTokenStatus).toBe('INVALID');

    expect((await tryPassword(shopper.email, shopper.password)).status).toBe(401);
    // A token issued right after the reset (most likely within the same second) works.
    const fresh = await signInWithPassword(server.url, config, shopper.email, 'New-Shopper-2027');
    const afterReset = await server.graphql('{ viewer { email } }', {}, bearer(fresh.tokens.access_token));
    expect(afterReset.body.data.viewer.email).toBe(shopper.email);
    // The access token issued before the reset stops working at once, not when it expires.
    const before = await server.graphql('{ viewer { email } }', {}, bearer(tokens.access_token));
    expect(before.status).toBe(401);
    expect(before.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { refreshTokenGrant } = await import('openid-client');
    await expect(refreshTokenGrant(config, tokens.refresh_token!)).rejects.toThrow();
  });

  it('expires reset links after an hour', async () => {
    const token = await resetToken(shopper.email);
    const row = await server.db.prisma.accountToken.findFirstOrThrow({
      where: { user: { email: shopper.email }, purpose: 'password_reset', usedAt: null },
      orderBy: { createdAt: 'desc' },
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(3600_000);
    await server.db.prisma.accountToken.updateMany({
      where: { user: { email: shopper.email }, purpose: 'password_reset', usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await server.graphql(RESET_STATUS, { token })).body.data.passwordResetTokenStatus).toBe('EXPIRED');
    const late = await server.graphql(RESET, {
      input: { token, password: 'Late-Shopper-2029', confirmPassword: 'Late-Shopper-2029' },
    });
    expect(fieldErrors(late.body)).toEqual({
      token: 'Your password reset session has expired. Please request a new password reset link.',
    });
  });

  it('refuses made-up tokens', async () => {
    const invalid = await server.graphql(RESET, {
      input: { token: 'nope', password: 'Valid-Pass-2026', confirmPassword: 'Valid-Pass-2026' },
    });
    expect(fieldErrors(invalid.body)).toEqual({
      token: 'Invalid password reset session. Please request a new password reset link.',
    });
  });

  it('retires an earlier link when a new one is sent, and sends at most 3 reset mails an hour', async () => {
    const superAdmin = SEED_USERS.find((u) => u.role === 'super_admin')!;
    const first = await resetToken(superAdmin.email);
    await resetToken(superAdmin.email);
    expect((await server.graphql(RESET_STATUS, { token: first })).body.data.passwordResetTokenStatus).toBe('EXPIRED');
    await resetToken(superAdmin.email);

    const fourth = await server.graphql(REQUEST_RESET, { email: superAdmin.email });
    expect(fourth.body.data.requestPasswordReset.message).toBe('Password reset email sent! Check your inbox.');
    expect(await mailCount(server.db.prisma, { where: { to: superAdmin.email, subject: 'Reset your password' } })).toBe(
      3,
    );
  });
});

describe('profile', () => {
  const admin = SEED_USERS.find((u) => u.role === 'admin')!;

  it('updates first and last name for the signed-in user; the e-mail stays as it is', async () => {
    const { tokens } = await signInWithPassword(server.url, config, admin.email, admin.password);
    const { body } = await server.graphql(
      UPDATE_PROFILE,
      { input: { firstName: '  Kwesi ', lastName: 'Appiah-Mensah' } },
      bearer(tokens.access_token),
    );
    expect(body.data.updateProfile.user).toEqual({ firstName: 'Kwesi', lastName: 'Appiah-Mensah', email: admin.email });
  });

  it('refuses when signed out, with the spec message', async () => {
    const { body } = await server.graphql(UPDATE_PROFILE, { input: { firstName: 'X' } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'You must be logged in to update your profile',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
