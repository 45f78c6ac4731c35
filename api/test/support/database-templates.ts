import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client.js';
import { seedDatabase } from '../../../prisma/seed/index.js';
import { adminUrl, databaseUrl, testDbKind, type DatabaseTemplates } from './test-database.js';

/**
 * Global setup of the integration tests: migrates one database and seeds another once per run, so
 * each test file starts from a copy (CREATE DATABASE … TEMPLATE on PostgreSQL, a data directory
 * image on PGlite) instead of migrating and seeding its own. The seeded artwork is written once too.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-templates-'));
  const seededMedia = path.join(dir, 'media');
  const templates =
    testDbKind() === 'pglite' ? await pgliteImages(dir, seededMedia) : await postgresTemplates(seededMedia);
  project.provide('databaseTemplates', templates);
  return async () => {
    if (templates.kind === 'postgres') await dropDatabases([templates.migrated, templates.seeded]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function seed(db: Database, mediaDir: string): Promise<void> {
  await seedDatabase(db.prisma, { mediaDir });
}

async function pgliteImages(dir: string, seededMedia: string): Promise<DatabaseTemplates> {
  const image = async (name: string, seeded: boolean) => {
    const db = await openDatabase({});
    try {
      if (seeded) await seed(db, seededMedia);
      const file = path.join(dir, `${name}.tar`);
      fs.writeFileSync(file, Buffer.from(await (await db.pglite!.dumpDataDir('none')).arrayBuffer()));
      return file;
    } finally {
      await db.close();
    }
  };
  const [migrated, seeded] = await Promise.all([image('migrated', false), image('seeded', true)]);
  return { kind: 'pglite', migrated, seeded, seededMedia };
}

async function postgresTemplates(seededMedia: string): Promise<DatabaseTemplates> {
  const prefix = `adire_template_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  await withAdmin(async (c) => {
    await c.query(`CREATE DATABASE "${migrated}"`);
    await c.query(`CREATE DATABASE "${seeded}"`);
  });
  const prepare = async (name: string, withSeed: boolean) => {
    const db = await openDatabase({ databaseUrl: databaseUrl(name) });
    try {
      if (withSeed) await seed(db, seededMedia);
    } finally {
      await db.close();
    }
  };
  await Promise.all([prepare(migrated, false), prepare(seeded, true)]);
  return { kind: 'postgres', migrated, seeded, seededMedia };
}

async function dropDatabases(names: string[]): Promise<void> {
  await withAdmin(async (c) => {
    for (const name of names) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

async function withAdmin(work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
