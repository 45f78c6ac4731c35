// npm run bench: the directory query over HTTP, GraphQL (Pothos + Prisma) side by side with a
// hand-written pg query returning the same JSON. Uses the machine's PostgreSQL (BENCH_POSTGRES_URL,
// default postgresql://postgres@127.0.0.1:5432/postgres) in a throw-away database.
import http from 'node:http';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import autocannon from 'autocannon';
import express from 'express';
import { openDatabase } from '../src/db/client.js';
import { createApp } from '../src/http/app.js';
import { loadConfig } from '../src/config.js';
import { seedDatabase } from '../../prisma/seed/index.js';
import { DIRECTORY_QUERY, DIRECTORY_SQL, shapeConnection } from './directory-query.js';

const FIRST = Number(process.env.BENCH_FIRST ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function listen(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function load(title: string, url: string, body: string) {
  const result = await autocannon({
    title,
    url,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration: DURATION,
    workers: 1,
  });
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dbName = `adire_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-bench-'));

const db = await openDatabase({ databaseUrl: url.toString() });
const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
try {
  await seedDatabase(db.prisma, { mediaDir });
  const brands = await db.prisma.brand.count();
  if (brands < FIRST + 10) {
    await db.prisma.brand.createMany({
      data: Array.from({ length: FIRST + 10 - brands }, (_, i) => ({
        name: `Bench Atelier ${i}`,
        category: 'Bridal',
        location: 'Lagos, Nigeria',
        city: 'Lagos',
      })),
    });
  }

  const { app, stop } = await createApp({
    prisma: db.prisma,
    config: { ...loadConfig({ WEB_DIST: mediaDir, NODE_ENV: 'test' }), mediaDir },
  });
  const graphqlServer = await listen(app);
  const baseline = express();
  baseline.use(express.json());
  baseline.post('/directory', async (req, res) => {
    const first = Math.min(Number(req.body?.variables?.first ?? 20), 100);
    const { rows } = await pool.query(DIRECTORY_SQL, [first]);
    res.json(shapeConnection(rows[0].result, first));
  });
  const baselineServer = await listen(baseline);

  const gqlBody = JSON.stringify({ query: DIRECTORY_QUERY, variables: { first: FIRST } });

  // SQL statements per operation, measured once outside the load.
  const before = db.statements.count;
  const probe = await fetch(`${graphqlServer.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: gqlBody,
  });
  const probeJson = (await probe.json()) as { data?: { brands: { edges: unknown[] } }; errors?: unknown };
  if (!probeJson.data || probeJson.data.brands.edges.length !== FIRST)
    throw new Error(`GraphQL probe failed: ${JSON.stringify(probeJson).slice(0, 300)}`);
  const statements = db.statements.count - before;

  console.log(
    `Directory page: brands(first: ${FIRST}) with collections(first: 3); ${CONNECTIONS} connections, ${DURATION}s each, PostgreSQL ${dbName}, ${os.cpus().length} cores`,
  );
  const results = [
    await load('GraphQL (Pothos + Prisma)', `${graphqlServer.url}/graphql`, gqlBody),
    await load('hand-written pg query', `${baselineServer.url}/directory`, gqlBody),
  ];
  console.table(
    results.map((r, i) => ({
      server: r.title,
      'requests/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'SQL statements/op': i === 0 ? statements : 1,
      errors: r.errors,
    })),
  );
  graphqlServer.server.close();
  baselineServer.server.close();
  await stop();
} finally {
  await pool.end();
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
  fs.rmSync(mediaDir, { recursive: true, force: true });
}
