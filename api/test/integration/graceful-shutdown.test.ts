import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockFileOf } from '../../src/db/data-dir-lock.js';
import { createTestDatabase, testDbKind, type TestDatabase } from '../support/test-database.js';
import { spawnApi, type SpawnedApi } from '../support/spawned-api.js';

const QUERY = JSON.stringify({ query: '{ brands(first: 1) { totalCount } }' });
const SECRET_TOKEN = 'not-a-real-token-but-secret';

let db: TestDatabase | null;
let dataDir: string;
let api: SpawnedApi | undefined;

beforeEach(async () => {
  // A real PostgreSQL gets a throw-away database; the embedded one a throw-away directory.
  db = testDbKind() === 'postgres' ? await createTestDatabase() : null;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-shutdown-'));
  api = await spawnApi({ DATABASE_URL: db?.url ?? '', DATA_DIR: dataDir });
});
afterEach(async () => {
  await api?.stop();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; requestId: string | undefined; body: string }>;
}

/** A GraphQL request whose body arrives in two parts: in flight on the server until finish(). */
function slowGraphQLRequest(url: string): SlowRequest {
  const body = Buffer.from(QUERY);
  const req = http.request(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': body.length,
      // Only to prove it never reaches the log: the server refuses it with a 401 if it checks it.
      cookie: `session=${SECRET_TOKEN}`,
    },
  });
  const response = new Promise<{ status: number; requestId: string | undefined; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode!, requestId: res.headers['x-request-id'] as string, body: text }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(body.subarray(0, 10));
  return { finish: () => req.end(body.subarray(10)), response };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('stopping the server with SIGTERM', () => {
  it('answers the request in flight, takes no new connections, closes the database and exits 0', async () => {
    const slow = slowGraphQLRequest(api!.url);
    await sleep(500); // the server has read the request's headers and waits for its body
    api!.signal('SIGTERM');
    await until(() => api!.output().includes('SIGTERM received'), 'the server to start stopping');

    await expect(fetch(`${api!.url}/healthz`)).rejects.toThrow();
    slow.finish();
    const answered = await slow.response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ data: { brands: { totalCount: 0 } } });

    expect(await api!.exited).toBe(0);
    const lines = api!.logLines();
    expect(lines.at(-1)?.msg).toBe('Stopped');
    if (!db) expect(fs.existsSync(lockFileOf(path.join(dataDir, 'pglite')))).toBe(false);

    // The request's log line: who asked what, the outcome and the time taken, never its secrets.
    const logged = lines.find((line) => line.requestId === answered.requestId);
    expect(logged).toMatchObject({ req: { method: 'POST', path: '/graphql' }, res: { status: 200 } });
    expect(logged!.durationMs).toBeGreaterThanOrEqual(400);
    expect(api!.output()).not.toContain(SECRET_TOKEN);
  });

  it('cuts off a request still unfinished after 10 seconds and exits 0', async () => {
    const stuck = slowGraphQLRequest(api!.url);
    const outcome = stuck.response.then(
      () => 'answered',
      () => 'cut off',
    );
    await sleep(500);
    const signalled = Date.now();
    api!.signal('SIGTERM');
    expect(await api!.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(9_500);
    expect(await outcome).toBe('cut off');
    expect(api!.logLines().map((line) => line.msg)).toContain('1 connection(s) still busy after 10000 ms were closed');
  });
});
