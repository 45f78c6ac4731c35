import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

/**
 * Integration tests run on the database named by ADIRE_TEST_DB: 'postgres' (a throw-away database
 * created on the server at TEST_POSTGRES_URL, default the machine's 127.0.0.1:5432) or 'pglite'
 * (embedded, in memory). Every test file gets its own fresh database with migrations applied.
 */
export type TestDbKind = 'postgres' | 'pglite';

export const testDbKind = (): TestDbKind => (process.env.ADIRE_TEST_DB === 'pglite' ? 'pglite' : 'postgres');

const adminUrl = () =>
  process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase extends Database {
  name: string;
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const db = await openDatabase({});
    return { ...db, name: 'memory', drop: () => db.close() };
  }
  const name = `adire_test_${randomBytes(6).toString('hex')}`;
  const admin = new URL(adminUrl());
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    name,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
