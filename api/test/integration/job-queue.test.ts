import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { testDbKind } from '../support/test-database.js';
import { spawnApi, spawnWorker, type SpawnedApi } from '../support/spawned-api.js';
import { seededTokens } from '../support/seeded-sign-in.js';
import { bearer } from '../support/sign-in.js';
import { graphqlMultipart } from '../support/multipart.js';
import { mailCount } from '../support/mailbox.js';
import { JOBS_SCHEMA } from '../../src/jobs/job-queue.js';
import { deliverMailJob } from '../../src/mail/deliver-mail-job.js';
import { importProductsCsvJob } from '../../src/features/products/csv/import-job.js';

/**
 * The job queue across processes and crashes: work queued by one process is done once by another,
 * and a run lost with its process (kill -9) is retried without anything written twice or by half.
 */

const IMPORT = `mutation ($input: ImportProductsCsvInput!) { importProductsCsv(input: $input) { productImport { id } } }`;
const IMPORT_STATE = `query ($id: ID!) {
  productImport(id: $id) { status rowCount rowsChecked updated failureMessage problems { row message } }
}`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`;
const password = 'Adinkra-Print-2026';
/** How long a run may go unfinished before it is presumed lost, in these tests. */
const LOST_AFTER = '8';

/** A CSV renaming each product: an import that updates every row (one statement per row, so it takes a while). */
const renamingCsv = (ids: readonly string[], prefix: string) =>
  ['id,title', ...ids.map((id, i) => `${id},"${prefix} ${i}"`)].join('\r\n');

async function startImport(url: string, token: string, brandId: string, csv: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...bearer(token) },
    body: graphqlMultipart(IMPORT, {
      input: { brandId: encodeGlobalID('Brand', brandId), file: new File([csv], 'rename.csv'), dryRun: false },
    }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data.importProductsCsv.productImport.id;
}

async function importState(url: string, token: string, id: string, timeoutMs = 30_000) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ query: IMPORT_STATE, variables: { id } }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return ((await res.json()) as { data: { productImport: Record<string, any> } }).data.productImport;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(20)) {
    const found = await probe();
    if (found) return found;
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

if (testDbKind() === 'postgres') {
  describe('jobs shared by processes on one PostgreSQL', () => {
    let server: TestServer;
    const workers: SpawnedApi[] = [];
    let workerEnv: Record<string, string>;

    beforeAll(async () => {
      // The API only queues; workers are processes of their own, as in production.
      server = await startTestServer({
        env: { JOBS_WORKER: 'off', JOBS_LOST_AFTER_SECONDS: LOST_AFTER, WRITE_LIMITS_SCALE: '100' },
      });
      // The same database and the same storage (the local driver's directory) as the API.
      workerEnv = {
        DATABASE_URL: server.db.url!,
        DATA_DIR: path.dirname(server.mediaDir),
        JOBS_MAINTENANCE_SECONDS: '1',
        JOBS_POLLING_SECONDS: '0.5',
      };
    });
    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await server?.close();
    });

    const jobRows = (name: string) =>
      server.db.prisma.$queryRawUnsafe<{ state: string; retry_count: number }[]>(
        `SELECT state::text, retry_count FROM ${JOBS_SCHEMA}.job WHERE name = $1`,
        name,
      );

    it('keeps what the API queues until a worker process takes it, and does each job once', async () => {
      const first = await server.graphql(SIGN_UP, {
        input: { email: 'queued-0@example.com', password, confirmPassword: password },
      });
      expect(first.body.errors).toBeUndefined();
      await sleep(1500);
      expect(await jobRows(deliverMailJob.name)).toEqual([{ state: 'created', retry_count: 0 }]);
      expect(await server.db.prisma.outboxMail.count()).toBe(0);

      workers.push(await spawnWorker(workerEnv), await spawnWorker(workerEnv));
      for (let i = 1; i <= 20; i++)
        await server.graphql(SIGN_UP, {
          input: { email: `queued-${i}@example.com`, password, confirmPassword: password },
        });

      await until('every mail delivered', async () => (await mailCount(server.db.prisma)) === 21);
      const mails = await server.db.prisma.outboxMail.groupBy({ by: ['to'], _count: true });
      expect(mails).toHaveLength(21);
      expect(mails.every((m) => m._count === 1)).toBe(true);
      const jobs = await jobRows(deliverMailJob.name);
      expect(jobs).toHaveLength(21);
      expect(jobs.every((j) => j.state === 'completed' && j.retry_count === 0)).toBe(true);
    });

    it('retries an import whose worker was killed while writing it, which then lands once and whole', async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      const prisma = server.db.prisma;
      const brand = await prisma.brand.create({
        data: { name: 'Kill Test House', category: 'Bridal', currency: 'NGN' },
      });
      await prisma.product.createMany({
        data: Array.from({ length: 1000 }, (_, i) => ({
          brandId: brand.id,
          title: `Piece ${i}`,
          description: 'Woven',
          price: 10,
          currency: 'NGN' as const,
          category: 'Bridal',
          categories: ['Bridal'],
          image: 'https://img.example/piece.png',
          images: ['https://img.example/piece.png'],
        })),
      });
      const ids = (await prisma.product.findMany({ where: { brandId: brand.id }, select: { id: true } })).map(
        (p) => p.id,
      );
      // Writing a row takes a moment (a real server's disk), so the worker can be caught in the middle.
      await prisma.$executeRawUnsafe(`
        CREATE FUNCTION slow_rename() RETURNS trigger AS $$
        BEGIN IF NEW.title LIKE 'Renamed%' THEN PERFORM pg_sleep(0.005); END IF; RETURN NEW; END
        $$ LANGUAGE plpgsql`);
      await prisma.$executeRawUnsafe(
        `CREATE TRIGGER slow_rename BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION slow_rename()`,
      );
      const { super_admin: token } = await seededTokens(server.url, ['super_admin']);
      const importId = await startImport(server.url, token, brand.id, renamingCsv(ids, 'Renamed'));
      const rowId = decodeGlobalID(importId).id;

      const doomed = await spawnWorker(workerEnv);
      workers.push(doomed);
      await until('the import being written', async () => {
        const row = await prisma.productImport.findUniqueOrThrow({ where: { id: rowId } });
        expect(row.status).not.toBe('finished');
        return row.status === 'writing';
      });
      doomed.signal('SIGKILL');
      await doomed.exited;
      await prisma.$executeRawUnsafe('DROP TRIGGER slow_rename ON products');
      await prisma.$executeRawUnsafe('DROP FUNCTION slow_rename()');

      // Nothing of the lost run's transaction is there, and the import still waits to be done.
      expect(await prisma.product.count({ where: { brandId: brand.id, title: { startsWith: 'Renamed' } } })).toBe(0);
      expect((await prisma.productImport.findUniqueOrThrow({ where: { id: rowId } })).status).toBe('writing');

      workers.push(await spawnWorker(workerEnv));
      const done = await until('the retried import finished', async () => {
        const state = await importState(server.url, token, importId);
        return ['finished', 'failed'].includes(state.status) && state;
      });
      expect(done).toMatchObject({ status: 'finished', updated: 1000, failureMessage: null });
      expect(await prisma.product.count({ where: { brandId: brand.id, title: { startsWith: 'Renamed' } } })).toBe(1000);
      expect(await prisma.auditEvent.count({ where: { brandId: brand.id, action: 'updated' } })).toBe(1000);
      expect(await jobRows(importProductsCsvJob.name)).toEqual([{ state: 'completed', retry_count: 1 }]);
    }, 180_000);
  });
} else {
  describe('jobs on the embedded database through a crash', () => {
    let dataDir: string;
    let server: SpawnedApi | null = null;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-jobs-'));
    });
    afterAll(async () => {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('retries an import lost with its server when the server starts again; nothing is written twice or by half', async () => {
      const env = { DATA_DIR: dataDir, JOBS_LOST_AFTER_SECONDS: LOST_AFTER, JOBS_MAINTENANCE_SECONDS: '1' };
      server = await spawnApi({ ...env, SEED_ON_START: 'true' });
      let { super_admin: token } = await seededTokens(server.url, ['super_admin']);
      const exported = async (brandId: string) => {
        const res = await fetch(
          `${server!.url}/api/studio/products/export?brand_id=${encodeGlobalID('Brand', brandId)}`,
          {
            headers: bearer(token!),
          },
        );
        expect(res.status).toBe(200);
        return (await res.text()).split('\r\n').slice(1).filter(Boolean);
      };

      // A brand of 4990 products, made by an import itself.
      const brandId = await firstBrandOf(server.url, token!);
      const created = await startImport(
        server.url,
        token!,
        brandId,
        [
          'title,description,price,category,images',
          ...Array.from({ length: 4990 }, (_, i) => `Piece ${i},Woven,10,Bridal,https://img.example/piece.png`),
        ].join('\r\n'),
      );
      const made = await until('the creating import over', async () => {
        const state = await importState(server!.url, token!, created);
        return ['finished', 'failed'].includes(state.status) && state;
      });
      expect(made).toMatchObject({ status: 'finished', rowCount: 4990, failureMessage: null });
      const ids = (await exported(brandId)).map((line) => line.split(',')[0]!);
      expect(ids.length).toBeGreaterThanOrEqual(4990);

      const importId = await startImport(
        server.url,
        token!,
        brandId,
        ['id,title', ...ids.map((id, i) => `${id},"Renamed ${i}"`)].join('\r\n'),
      );
      // The writing transaction holds the one embedded database: once the rows are being checked, a
      // question that gets no answer at once means the transaction is under way (checking answers
      // between its steps of a few milliseconds), and the server dies there.
      let checked = false;
      await until('the import being written', async () => {
        try {
          const state = await importState(server!.url, token!, importId, 150);
          expect(state.status).not.toBe('finished');
          checked = state.rowsChecked > 0;
          return false;
        } catch (err) {
          if ((err as Error).name !== 'TimeoutError') throw err;
          return checked;
        }
      });
      server.signal('SIGKILL');
      await server.exited;

      server = await spawnApi(env);
      ({ super_admin: token } = await seededTokens(server.url, ['super_admin']));
      // Before the retry comes due: nothing of the lost transaction.
      expect((await exported(brandId)).filter((line) => line.includes('Renamed'))).toEqual([]);
      const done = await until('the retried import finished', async () => {
        const state = await importState(server!.url, token!, importId);
        return ['finished', 'failed'].includes(state.status) && state;
      });
      expect(done).toMatchObject({ status: 'finished', updated: ids.length, failureMessage: null });
      expect((await exported(brandId)).filter((line) => line.includes('Renamed'))).toHaveLength(ids.length);
    }, 180_000);
  });
}

/** The first brand a super admin may import into. */
async function firstBrandOf(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ query: '{ productBrandChoices { id currency } }' }),
  });
  const body = (await res.json()) as { data: { productBrandChoices: { id: string; currency: string }[] } };
  const brand = body.data.productBrandChoices.find((b) => b.currency === 'NGN')!;
  return decodeGlobalID(brand.id).id;
}
