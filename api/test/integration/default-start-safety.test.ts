import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServedProcess, type ServedProcess } from '../support/served-process.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`;
const REQUEST_RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`;
const victim = { email: 'victim@example.com', password: 'Kente-Weave-2026!' };
/** An address on the other side of the reverse proxy, as the proxy reports it. */
const stranger = { 'x-forwarded-for': '203.0.113.9' };

async function graphql(
  server: ServedProcess,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

/** The victim signs up; a stranger asks for a reset of the victim's password. */
async function strangerRequestsReset(server: ServedProcess) {
  await graphql(server, SIGN_UP, {
    input: { email: victim.email, password: victim.password, confirmPassword: victim.password },
  });
  const reset = await graphql(server, REQUEST_RESET, { input: { email: victim.email } }, stranger);
  expect(reset.body.errors).toBeUndefined();
}

/** Every way a stranger might try to read the kept mail. */
const MAILBOX_PROBES = [
  '/dev/mailbox',
  `/dev/mailbox?to=${encodeURIComponent(victim.email)}`,
  '/dev/mailbox/',
  '/DEV/MAILBOX',
  '/dev//mailbox',
  '/dev/mailbox.json',
  '/api/dev/mailbox',
  '/dev',
];

async function bodiesSeenBy(server: ServedProcess, headers: Record<string, string>) {
  return Promise.all(
    MAILBOX_PROBES.map(async (probe) => {
      const res = await fetch(`${server.url}${probe}`, { headers });
      return { probe, status: res.status, body: await res.text() };
    }),
  );
}

const RESET_LINK = /reset-password\?token=/;
const STACK_TRACE = /\n\s+at |node_modules|api\/src\//;

describe('npm start on a loopback address (the default)', () => {
  let server: ServedProcess;
  beforeAll(async () => {
    server = await startServedProcess({ HOST: '127.0.0.1' });
    await strangerRequestsReset(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says at start that the mailbox is on for this machine only', () => {
    expect(server.output()).toMatch(
      /Development mailbox: on at http:\/\/127\.0\.0\.1:\d+\/dev\/mailbox .*this machine only/,
    );
    expect(server.output()).not.toMatch(/Mode: development/);
  });

  it('shows the reset link to a caller on this machine', async () => {
    // The mail is delivered by a job, a moment after the request.
    await vi.waitFor(async () => {
      const res = await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(victim.email)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(RESET_LINK);
    });
  });

  it('shows a caller behind the trusted proxy no reset link through any route', async () => {
    for (const seen of await bodiesSeenBy(server, stranger)) {
      expect(seen.body, seen.probe).not.toMatch(RESET_LINK);
      expect(seen.status, seen.probe).toBe(404);
    }
  });

  it('answers errors without stack traces, with the production masking', async () => {
    const unknownField = await graphql(server, '{ noSuchField }', {});
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors?.[0]?.extensions).not.toHaveProperty('stacktrace');
    expect(JSON.stringify(unknownField.body)).not.toMatch(STACK_TRACE);

    const notJson = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).not.toMatch(STACK_TRACE);

    const restNotJson = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(restNotJson.status).toBe(400);
    expect(await restNotJson.text()).not.toMatch(STACK_TRACE);
  });

  it('still serves GraphiQL', async () => {
    const res = await fetch(`${server.url}/graphiql`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('graphiql');
  });
});

describe('npm start on an address others can reach', () => {
  let server: ServedProcess;
  beforeAll(async () => {
    server = await startServedProcess({ HOST: '0.0.0.0' });
    await strangerRequestsReset(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('turns the mailbox off and says so at start', () => {
    expect(server.output()).toContain(
      'Development mailbox: off (the server listens on 0.0.0.0, which others may reach',
    );
  });

  it('shows the reset link to nobody, not even a caller on this machine', async () => {
    for (const headers of [stranger, {}]) {
      for (const seen of await bodiesSeenBy(server, headers)) {
        expect(seen.body, seen.probe).not.toMatch(RESET_LINK);
        expect(seen.status, seen.probe).toBe(404);
      }
    }
  });
});

describe('npm start on an address others can reach, with DEV_MAILBOX=on', () => {
  let server: ServedProcess;
  beforeAll(async () => {
    server = await startServedProcess({ HOST: '0.0.0.0', DEV_MAILBOX: 'on' });
    await strangerRequestsReset(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers callers on this machine and nobody else', async () => {
    // The mail is delivered by a job, a moment after the request.
    await vi.waitFor(async () => {
      const local = await fetch(`${server.url}/dev/mailbox`);
      expect(local.status).toBe(200);
      expect(await local.text()).toMatch(RESET_LINK);
    });
    for (const seen of await bodiesSeenBy(server, stranger)) {
      expect(seen.body, seen.probe).not.toMatch(RESET_LINK);
    }
  });
});
