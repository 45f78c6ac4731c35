import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as oidc from 'openid-client';
import { repoRoot } from '../../src/config.js';
import { createApiClient } from '../../src/auth/api-clients.js';
import { createTestDatabase, seededMediaDir, testDbKind, type TestDatabase } from '../support/test-database.js';
import { spawnApi, type SpawnedApi } from '../support/spawned-api.js';
import { bearer, signInWithPassword, startSignIn, webClient } from '../support/sign-in.js';
import { seeded } from '../support/seeded-sign-in.js';

/**
 * A load balancer in front of the API processes, as in production: one public address (the OpenID
 * issuer), each request sent to the process the test names.
 */
interface LoadBalancer {
  url: string;
  sendTo(api: SpawnedApi): void;
  close(): Promise<void>;
}

async function startLoadBalancer(): Promise<LoadBalancer> {
  let target: SpawnedApi | null = null;
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      `${target!.url}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sendTo: (api) => (target = api),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (testDbKind() === 'postgres') {
  describe('two API processes on one PostgreSQL database', () => {
    let db: TestDatabase;
    let dataDir: string;
    let lb: LoadBalancer;
    let a: SpawnedApi;
    let b: SpawnedApi;
    let web: oidc.Configuration;

    beforeAll(async () => {
      db = await createTestDatabase({ seeded: true });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-two-'));
      fs.cpSync(seededMediaDir(), path.join(dataDir, 'media'), { recursive: true });
      lb = await startLoadBalancer();
      const env = {
        DATABASE_URL: db.url!,
        DATA_DIR: dataDir,
        PUBLIC_URL: lb.url,
        // One newsletter sign-up per address and hour, so the write throttle shows in two requests.
        WRITE_LIMITS_SCALE: '0.1',
      };
      // One after the other, as a rolling start does: the first creates the signing keys both use.
      a = await spawnApi(env);
      b = await spawnApi(env);
      lb.sendTo(a);
      web = await webClient(lb.url);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await lb?.close();
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    async function graphql(via: SpawnedApi, query: string, variables = {}, headers: Record<string, string> = {}) {
      lb.sendTo(via);
      const res = await fetch(`${lb.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] } };
    }

    async function clientCredentialsToken(via: SpawnedApi, clientId: string, secret: string) {
      lb.sendTo(via);
      const res = await fetch(`${lb.url}/oidc/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }).toString(),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { access_token: string }).access_token;
    }

    async function signInAttempt(via: SpawnedApi, email: string, password: string) {
      lb.sendTo(via);
      const started = await startSignIn(lb.url, web);
      return started.browser.json<{ message?: string }>(`${lb.url}/oidc/interaction/${started.uid}/login`, {
        email,
        password,
      });
    }

    it('run as separate processes', () => {
      expect(a.pid).not.toBe(b.pid);
      expect(a.url).not.toBe(b.url);
    });

    it("accepts a user's access token from one process at the other", async () => {
      const admin = seeded('admin');
      lb.sendTo(a);
      const { tokens } = await signInWithPassword(lb.url, web, admin.email, admin.password);
      for (const via of [b, a]) {
        const { body } = await graphql(via, '{ viewer { email } }', {}, bearer(tokens.access_token));
        expect(body).toEqual({ data: { viewer: { email: admin.email } } });
      }
    });

    it("accepts a machine client's token from either process at the other", async () => {
      const partner = await createApiClient(db.prisma, 'Partner Shop');
      for (const [issuer, verifier] of [
        [a, b],
        [b, a],
      ] as const) {
        const token = await clientCredentialsToken(issuer, partner.clientId, partner.clientSecret);
        const { status, body } = await graphql(verifier, '{ brands(first: 1) { totalCount } }', {}, bearer(token));
        expect(status).toBe(200);
        expect(body.data.brands.totalCount).toBeGreaterThan(0);
      }
    });

    it('counts sign-in failures at both processes towards one lock, seen at both', async () => {
      const user = seeded('user');
      for (const via of [a, b, a, b, a])
        expect((await signInAttempt(via, user.email, 'wrong-password')).status).toBe(401);
      for (const via of [b, a]) {
        const locked = await signInAttempt(via, user.email, user.password);
        expect(locked.status).toBe(429);
        expect(locked.body.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
      }
    });

    it('serves a client made with npm run client:create while both run, without a restart', async () => {
      const { stdout } = await promisify(execFile)(
        'npm',
        ['run', '--silent', 'client:create', '--', '--name', 'Late Partner'],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: db.url!, PUBLIC_URL: lb.url },
        },
      );
      const clientId = /client_id:\s+(\S+)/.exec(stdout)![1]!;
      const secret = /client_secret:\s+(\S+)/.exec(stdout)![1]!;
      for (const [issuer, verifier] of [
        [a, b],
        [b, a],
      ] as const) {
        const token = await clientCredentialsToken(issuer, clientId, secret);
        const { body } = await graphql(verifier, '{ brands(first: 1) { totalCount } }', {}, bearer(token));
        expect(body.errors).toBeUndefined();
      }
    });

    it('counts public writes at both processes towards one rate limit', async () => {
      const SUBSCRIBE =
        'mutation($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { alreadySubscribed } }';
      const first = await graphql(a, SUBSCRIBE, { input: { email: 'first-reader@example.com' } });
      expect(first.body).toEqual({ data: { subscribeToNewsletter: { alreadySubscribed: false } } });
      const second = await graphql(b, SUBSCRIBE, { input: { email: 'second-reader@example.com' } });
      expect(second.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    });
  });
} else {
  describe('two API processes on one embedded database', () => {
    let dataDir: string;
    let first: SpawnedApi;
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-two-'));
      first = await spawnApi({ DATA_DIR: dataDir });
    });
    afterAll(async () => {
      await first?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('cannot be: the second refuses to start, names the first and points to PostgreSQL', async () => {
      const refusal = await spawnApi({ DATA_DIR: dataDir }).catch((err: Error) => err.message);
      expect(refusal).toMatch(/^The server exited with 1:/);
      expect(refusal).toContain(`is in use by another Adire process (pid ${first.pid}:`);
      expect(refusal).toContain('set DATABASE_URL');
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    });
  });
}
