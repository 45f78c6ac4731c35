import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/http/app.js';
import { seedDatabase } from '../../../prisma/seed/index.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestServer {
  url: string;
  db: TestDatabase;
  mediaDir: string;
  webDist: string;
  /** POSTs a GraphQL operation the way a browser client does. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] } }>;
  close(): Promise<void>;
}

/** A real HTTP server on a random port over a fresh, migrated and seeded database. */
export async function startTestServer(opts: { seed?: boolean } = {}): Promise<TestServer> {
  const db = await createTestDatabase();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-test-'));
  const mediaDir = path.join(tmp, 'media');
  const webDist = path.join(tmp, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Adire</title><div id="root"></div>');
  if (opts.seed !== false) await seedDatabase(db.prisma, { mediaDir });
  const { app, stop } = await createApp({ prisma: db.prisma, mediaDir, webDist });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    mediaDir,
    webDist,
    async graphql(query, variables = {}, headers = {}) {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
      return { status: res.status, body: (await res.json()) as any };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      await db.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
