import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';

/**
 * Integration tests run on the database named by ADIRE_TEST_DB: 'postgres' (a throw-away database
 * created on the server at TEST_POSTGRES_URL, default the machine's 127.0.0.1:5432) or 'pglite'
 * (embedded, in memory). Every test file gets its own database, a copy of the migrated (or migrated
 * and seeded) one that database-templates.ts prepares once per run.
 */
export type TestDbKind = 'postgres' | 'pglite';

export const testDbKind = (): TestDbKind => (process.env.ADIRE_TEST_DB === 'pglite' ? 'pglite' : 'postgres');

export const adminUrl = () =>
  process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** What the global setup prepared: databases to clone (PostgreSQL) or data directory images (PGlite). */
export interface DatabaseTemplates {
  kind: TestDbKind;
  migrated: string;
  seeded: string;
  /** The artwork the seed writes, to copy beside a seeded database. */
  seededMedia: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export interface TestDatabase extends Database {
  name: string;
  url?: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Start with the demo data (its artwork is at `seededMediaDir()`); default: migrated and empty. */
  seeded?: boolean;
}

/** Where the seed's artwork for a seeded test database is; copy it to the server's media directory. */
export const seededMediaDir = (): string => inject('databaseTemplates').seededMedia;

export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const template = opts.seeded ? templates.seeded : templates.migrated;
  if (testDbKind() === 'pglite') {
    const db = await openDatabase({ pgliteImage: new Blob([fs.readFileSync(template)]) });
    return { ...db, name: 'memory', drop: () => db.close() };
  }
  const name = `adire_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await client.end();
  }
  const url = databaseUrl(name);
  const db = await openDatabase({ databaseUrl: url });
  return {
    ...db,
    name,
    url,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
