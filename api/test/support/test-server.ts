import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/http/app.js';
import { loadConfig } from '../../src/config.js';
import { createTestDatabase, seededMediaDir, type TestDatabase } from './test-database.js';
import { startJobsFor } from '../../src/jobs/start-for-config.js';
import type { AnyJobKind, JobQueue } from '../../src/jobs/job-kind.js';
import { JOB_KINDS } from '../../src/jobs/kinds.js';
import { createStorage } from '../../src/storage/create-storage.js';
import type { ObjectStorage } from '../../src/storage/object-storage.js';
import { createMailTransport } from '../../src/mail/create-mail-transport.js';
import { graphqlMultipart, hasBlob } from './multipart.js';

export interface TestServer {
  url: string;
  db: TestDatabase;
  /** The server's job queue (its worker runs in the server, as in \`npm start\`). */
  jobs: JobQueue;
  /**
   * With JOBS_WORKER=off: starts working on `kinds` (default all) in the server's process, as
   * JOBS_WORKER=in-process does from the start. Once started it works until the server closes.
   */
  startWorker(kinds?: readonly AnyJobKind[]): Promise<void>;
  /** The server's object store (same configuration, another client), to look into it. */
  storage: ObjectStorage;
  mediaDir: string;
  /** The local driver's private area (uploads waiting for their job). */
  incomingDir: string;
  webDist: string;
  /** POSTs a GraphQL operation the way a browser client does; with Blobs in the variables, as a multipart upload. */
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] } }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  /** Extra configuration (environment variable names as keys), e.g. GATE_PASSWORD or SMTP_URL. */
  env?: Record<string, string>;
}

/**
 * A real HTTP server on a random port over a fresh copy of the migrated and seeded database. The server
 * listens before the app is built, so the app knows its public URL (the OpenID issuer).
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const seeded = opts.seed !== false;
  const db = await createTestDatabase({ seeded });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-test-'));
  const mediaDir = path.join(tmp, 'media');
  const webDist = path.join(tmp, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Adire</title><div id="root"></div>');
  if (seeded) fs.cpSync(seededMediaDir(), mediaDir, { recursive: true });

  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Queries run compiled from their first request, so every test of a query checks the compiled path
  // (graphql-js still runs mutations; graphql-server.test.ts compares the two executors).
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: url,
    DATA_DIR: tmp,
    WEB_DIST: webDist,
    GRAPHQL_COMPILE_AFTER: '0',
    ...opts.env,
  });
  const jobs = await startJobsFor(db, config);
  const { app, stop } = await createApp({ prisma: db.prisma, jobs, config });
  handler = app;
  const storage = createStorage(config).objects;
  return {
    url,
    db,
    jobs,
    startWorker: (kinds = JOB_KINDS) =>
      jobs.work(kinds, {
        prisma: db.prisma,
        storage,
        mail: createMailTransport(db.prisma, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
      }),
    storage,
    mediaDir,
    incomingDir: config.incomingDir,
    webDist,
    async graphql(query, variables = {}, headers = {}) {
      const res = hasBlob(variables)
        ? await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'apollo-require-preflight': 'true', ...headers },
            body: graphqlMultipart(query, variables),
          })
        : await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ query, variables }),
          });
      return { status: res.status, body: (await res.json()) as any };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await jobs.stop(0);
      await db.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * Another app over the test server's database, as a second API process would run: its own HTTP
 * server, the same configuration but for `env`.
 */
export async function startSecondApp(
  server: TestServer,
  env: Record<string, string> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const listener = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: url,
    DATA_DIR: server.mediaDir,
    WEB_DIST: server.webDist,
    ...env,
  });
  // A process of its own has its own queue on the shared database.
  const jobs = await startJobsFor(server.db, config);
  const { app, stop } = await createApp({ prisma: server.db.prisma, jobs, config });
  handler = app;
  return {
    url,
    async close() {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await stop();
      await jobs.stop(0);
    },
  };
}
