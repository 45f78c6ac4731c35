import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { JOBS_SCHEMA } from '../src/jobs/job-queue.js';
import { graphqlMultipart } from '../test/support/multipart.js';

/** How much longer than on an idle server any request may wait while slow work runs. */
export const EXTRA_WAIT_CEILING_MS = 200;

const IMPORT_ROWS = 5000;
const UPLOADS = 4;
/** The largest image sharp decodes by default (16383 × 16383), as an attacker would send it. */
const HUGE_SIDE = 16383;
const IDLE_SECONDS = 5;

interface Probe {
  name: string;
  send(apiUrl: string): Promise<Response>;
}

/** What other people ask for meanwhile: the health check and a public page's query. */
const PROBES: Probe[] = [
  { name: 'GET /healthz', send: (url) => fetch(`${url}/healthz`) },
  {
    name: 'directory page (GraphQL)',
    send: (url) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ brands(first: 12) { edges { node { id name city rating } } } }' }),
      }),
  },
];

export interface SlowWorkResult {
  request: string;
  'idle p50 ms': number;
  'idle max ms': number;
  'during p50 ms': number;
  'during p99 ms': number;
  'during max ms': number;
  'extra wait ms': number;
  'within 200 ms': boolean;
}

/**
 * A 16383×16383 PNG under the 5 MB limit: 256-pixel squares of colour, which PNG compresses to a few
 * megabytes and which take the full decode.
 */
async function hugePng(): Promise<Buffer> {
  const cells = 64;
  const seed = Buffer.alloc(cells * cells * 3);
  for (let y = 0; y < cells; y++)
    for (let x = 0; x < cells; x++) seed.set([x * 4, y * 4, (x * y) & 255], (y * cells + x) * 3);
  return sharp(seed, { raw: { width: cells, height: cells, channels: 3 } })
    .resize(HUGE_SIDE, HUGE_SIDE, { kernel: 'nearest' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function importCsv(category: string): string {
  const rows = Array.from(
    { length: IMPORT_ROWS },
    (_, i) =>
      `"Bench import ${i}","Hand-woven piece ${i}, lined",${1000 + i},"${category}",https://img.example/p${i}.png`,
  );
  return ['title,description,price,category,images', ...rows].join('\r\n');
}

/** Sends every probe, one after another, until `done` resolves (or for `seconds`); latencies by probe. */
async function probe(apiUrl: string, until: Promise<unknown> | number): Promise<number[][]> {
  const latencies: number[][] = PROBES.map(() => []);
  let over = false;
  if (typeof until === 'number') setTimeout(() => (over = true), until * 1000);
  else void until.finally(() => (over = true));
  while (!over) {
    for (const [index, p] of PROBES.entries()) {
      const started = performance.now();
      await (await p.send(apiUrl)).arrayBuffer();
      latencies[index]!.push(performance.now() - started);
    }
    await sleep(25);
  }
  return latencies;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};

async function post(apiUrl: string, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: graphqlMultipart(query, variables),
  });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(`${query.slice(0, 40)}…: ${body.errors[0]!.message}`);
  return body.data;
}

/** Until no job is queued or running (the import, the images' variants, their mail). */
async function jobsDone(prisma: PrismaClient) {
  for (;;) {
    const [{ waiting }] = await prisma.$queryRawUnsafe<{ waiting: number }[]>(
      `SELECT count(*)::int AS waiting FROM ${JOBS_SCHEMA}.job WHERE state IN ('created', 'retry', 'active')`,
    );
    if (waiting === 0) return;
    await sleep(100);
  }
}

/**
 * While a 5000-row CSV import and four 16383×16383 PNG uploads are sent and processed, how much
 * longer other requests wait than on the idle server, measured from the outside as a visitor's
 * browser would see it.
 */
export async function measureSlowWork(
  apiUrl: string,
  adminToken: string,
  prisma: PrismaClient,
): Promise<{ results: SlowWorkResult[]; seconds: number; longestBlockMs: number }> {
  const brands = await prisma.brand.findMany({ take: UPLOADS + 1, orderBy: { name: 'asc' }, select: { id: true } });
  const category = (await prisma.product.findFirstOrThrow({ select: { category: true } })).category!;
  const png = await hugePng();
  for (const p of PROBES) await (await p.send(apiUrl)).arrayBuffer(); // warm
  const idle = await probe(apiUrl, IDLE_SECONDS);

  const started = performance.now();
  // The API runs in this process: how long its event loop was held, beside what the probes saw.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const work = (async () => {
    const [imported] = await Promise.all([
      post(
        apiUrl,
        adminToken,
        'mutation ($input: ImportProductsCsvInput!) { importProductsCsv(input: $input) { productImport { id } } }',
        {
          input: {
            brandId: encodeGlobalID('Brand', brands[0]!.id),
            file: new File([importCsv(category)], 'bench.csv'),
            dryRun: false,
          },
        },
      ),
      ...brands.slice(1).map((brand) =>
        post(
          apiUrl,
          adminToken,
          'mutation ($input: UploadBrandImageInput!) { uploadBrandImage(input: $input) { image { storagePath } } }',
          {
            input: {
              brandId: encodeGlobalID('Brand', brand.id),
              file: new File([new Uint8Array(png)], 'huge.png', { type: 'image/png' }),
            },
          },
        ),
      ),
    ]);
    await jobsDone(prisma);
    const id = imported.importProductsCsv.productImport.id;
    const done = await post(apiUrl, adminToken, 'query ($id: ID!) { productImport(id: $id) { status created } }', {
      id,
    });
    if (done.productImport.status !== 'finished' || done.productImport.created !== IMPORT_ROWS)
      throw new Error(`the bench import ended ${JSON.stringify(done.productImport)}`);
  })();
  const during = await probe(apiUrl, work);
  await work;
  loop.disable();
  const seconds = (performance.now() - started) / 1000;

  const results = PROBES.map((p, index) => {
    const before = idle[index]!;
    const meanwhile = during[index]!;
    const extra = Math.max(...meanwhile) - Math.max(...before);
    return {
      request: p.name,
      'idle p50 ms': Math.round(quantile(before, 0.5)),
      'idle max ms': Math.round(Math.max(...before)),
      'during p50 ms': Math.round(quantile(meanwhile, 0.5)),
      'during p99 ms': Math.round(quantile(meanwhile, 0.99)),
      'during max ms': Math.round(Math.max(...meanwhile)),
      'extra wait ms': Math.round(extra),
      'within 200 ms': extra <= EXTRA_WAIT_CEILING_MS,
    };
  });
  return { results, seconds, longestBlockMs: Math.round(loop.max / 1e6) };
}
