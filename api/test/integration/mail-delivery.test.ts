import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { linkToken } from '../support/mailbox.js';

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
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['smtp.user@example.com']);
    expect(received[0]!.raw).toContain('From: Adire <hello@adire.example>');
    const text = received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(linkToken(text, '/confirm-email')).toBeTruthy();
    expect(await server.db.prisma.outboxMail.count()).toBe(0);
    expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
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
    const res = await fetch(`${server.url}/dev/mailbox`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Confirm your e-mail address');
    expect(html).toMatch(new RegExp(`<a href="${server.url}/confirm-email\\?token=[\\w-]+">`));
  });
});
