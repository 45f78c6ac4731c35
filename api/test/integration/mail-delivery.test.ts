import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { linkToken, mailCount, mailDelivered } from '../support/mailbox.js';
import { JOBS_SCHEMA } from '../../src/jobs/job-queue.js';
import { deliverMailJob } from '../../src/mail/deliver-mail-job.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`;
const password = 'Adinkra-Print-2026';

describe('mail over SMTP when SMTP_URL is configured', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startTestServer({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Adire <hello@adire.example>' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the confirmation mail through the SMTP server, not the outbox', async () => {
    const { body } = await server.graphql(SIGN_UP, {
      input: { email: 'smtp.user@example.com', password, confirmPassword: password },
    });
    expect(body.data.signUp.message).toBe('Check your email for a confirmation link before signing in.');
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000 });
    expect(received[0]!.to).toEqual(['smtp.user@example.com']);
    expect(received[0]!.raw).toContain('From: Adire <hello@adire.example>');
    const text = received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(linkToken(text, '/confirm-email')).toBeTruthy();
    expect(await mailCount(server.db.prisma)).toBe(0);
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
  });
});

describe('mail while the SMTP server is down', () => {
  const received: string[][] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  let port = 0;
  let server: TestServer;
  beforeAll(async () => {
    // A port nothing listens on yet: the mail server is down.
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    server = await startTestServer({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const deliveryJob = async () =>
    (
      await server.db.prisma.$queryRawUnsafe<{ id: string; state: string; retry_count: number }[]>(
        `SELECT id, state::text, retry_count FROM ${JOBS_SCHEMA}.job WHERE name = $1`,
        deliverMailJob.name,
      )
    )[0];

  it('answers the request at once, keeps the mail and delivers it once the server is back', async () => {
    const { status, body } = await server.graphql(SIGN_UP, {
      input: { email: 'down.user@example.com', password, confirmPassword: password },
    });
    expect(status).toBe(200);
    expect(body.data.signUp.message).toBe('Check your email for a confirmation link before signing in.');
    // The first attempt fails and the mail waits for a retry, with a growing delay.
    await vi.waitFor(async () => expect(await deliveryJob()).toMatchObject({ state: 'retry' }), { timeout: 15_000 });
    expect(received).toEqual([]);

    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    // The retry comes due (instead of waiting out its 30 s or more).
    await server.db.prisma.$executeRawUnsafe(
      `UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE name = $1`,
      deliverMailJob.name,
    );
    await vi.waitFor(() => expect(received).toEqual([['down.user@example.com']]), { timeout: 15_000 });
    await vi.waitFor(async () => expect(await deliveryJob()).toMatchObject({ state: 'completed', retry_count: 1 }));
  });
});

describe('development mailbox when SMTP is not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps mail in the outbox and lists it with clickable links at /dev/mailbox', async () => {
    await server.graphql(SIGN_UP, { input: { email: 'outbox.user@example.com', password, confirmPassword: password } });
    await mailDelivered(server.db.prisma);
    const res = await fetch(`${server.url}/dev/mailbox`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Confirm your e-mail address');
    expect(html).toMatch(new RegExp(`<a href="${server.url}/confirm-email\\?token=[\\w-]+">`));
  });
});
