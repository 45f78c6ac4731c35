import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createApiClient, type CreatedApiClient } from '../../src/auth/api-clients.js';
import { openDatabase } from '../../src/db/client.js';
import { repoRoot } from '../../src/config.js';

let server: TestServer;
let partner: CreatedApiClient;
beforeAll(async () => {
  server = await startTestServer();
  partner = await createApiClient(server.db.prisma, 'Partner Shop');
});
afterAll(async () => {
  await server?.close();
});

async function clientCredentialsToken(clientId: string, secret: string) {
  const res = await fetch(`${server.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('machine clients (client credentials)', () => {
  it('stores only a hash of the secret', async () => {
    const row = await server.db.prisma.apiClient.findUniqueOrThrow({ where: { clientId: partner.clientId } });
    expect(row.secretHash).not.toContain(partner.clientSecret);
    expect(row.secretHash).toMatch(/^sha256\$/);
  });

  it('gets a JWT access token for the API and reads public data as an integrator', async () => {
    const token = await clientCredentialsToken(partner.clientId, partner.clientSecret);
    expect(token.status).toBe(200);
    expect(token.body.token_type).toBe('Bearer');
    expect(token.body.refresh_token).toBeUndefined();
    expect(decodeJwt(token.body.access_token)).toMatchObject({
      aud: 'urn:adire:api',
      sub: partner.clientId,
      client_id: partner.clientId,
      scope: 'api',
    });

    const auth = { authorization: `Bearer ${token.body.access_token}` };
    const { status, body } = await server.graphql(
      '{ viewer { email } brands(first: 2) { totalCount edges { node { name } } } }',
      {},
      auth,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toBeNull();
    expect(body.data.brands.edges).toHaveLength(2);

    // No user: anything that needs one is refused.
    const profile = await server.graphql(
      'mutation { updateProfile(input: { firstName: "X" }) { user { email } } }',
      {},
      auth,
    );
    expect(profile.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a wrong secret and a revoked client', async () => {
    expect((await clientCredentialsToken(partner.clientId, `${partner.clientSecret}x`)).status).toBe(401);
    const other = await createApiClient(server.db.prisma, 'Former Partner');
    const token = await clientCredentialsToken(other.clientId, other.clientSecret);
    expect(token.status).toBe(200);
    await server.db.prisma.apiClient.update({ where: { clientId: other.clientId }, data: { revokedAt: new Date() } });
    expect((await clientCredentialsToken(other.clientId, other.clientSecret)).status).toBe(401);
    // Tokens issued before the revocation stop working at once.
    const call = await server.graphql(
      '{ brands(first: 1) { totalCount } }',
      {},
      { authorization: `Bearer ${token.body.access_token}` },
    );
    expect(call.status).toBe(401);
  });

  it('cannot use the authorization code flow', async () => {
    const res = await fetch(
      `${server.url}/oidc/auth?client_id=${partner.clientId}&response_type=code&scope=api&redirect_uri=${encodeURIComponent(`${server.url}/auth/callback`)}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
  });
});

describe('npm run client:create', () => {
  it('creates a client and prints its secret once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-client-'));
    try {
      const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PUBLIC_URL: 'https://adire.example' };
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'api/src/auth/create-client.ts', '--name', 'Partner'],
        { cwd: repoRoot, env },
      );
      const clientId = /client_id:\s+(\S+)/.exec(stdout)![1]!;
      const secret = /client_secret:\s+(\S+)/.exec(stdout)![1]!;
      expect(clientId).toMatch(/^partner-[0-9a-f]{12}$/);
      expect(stdout).toContain('https://adire.example/oidc/token');
      const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        const row = await db.prisma.apiClient.findUniqueOrThrow({ where: { clientId } });
        expect(row.name).toBe('Partner');
        expect(row.secretHash).not.toContain(secret);
      } finally {
        await db.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
