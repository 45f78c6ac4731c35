import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { statementName } from '../../src/db/prepared-statements.js';

// Prepared statements belong to PostgreSQL connections (the embedded database has no pool), so this
// file always talks to the PostgreSQL server, whichever database the rest of the suite runs on.
const adminUrl =
  process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `adire_test_${randomBytes(6).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The names this connection has prepared, asked through Prisma (so the asking query is one of them). */
async function preparedHere(db: Database) {
  const rows = await db.prisma.$queryRaw<{ name: string }[]>`SELECT name FROM pg_prepared_statements`;
  return rows.map((row) => row.name);
}

describe('prepared statements on PostgreSQL', () => {
  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('prepares each distinct query once per connection, by a name drawn from its text', async () => {
    const db = await openDatabase({ databaseUrl: url.toString() });
    try {
      const first = (await preparedHere(db)).filter((n) => n.startsWith('adire_'));
      expect(first).toHaveLength(1); // the asking query itself, on a connection that has run nothing else
      // Asked again on the same connection, it runs under the same name and is not prepared twice.
      const again = await preparedHere(db);
      expect(again.filter((n) => n === first[0])).toHaveLength(1);
      expect(new Set(again).size).toBe(again.length);
      // Reads and writes answer as before.
      await db.prisma.faq.create({ data: { question: 'Do you ship abroad?', answer: 'Yes.', category: 'shipping' } });
      expect(await db.prisma.faq.count({ where: { category: 'shipping' } })).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('sends unnamed statements when turned off, for poolers that cannot keep them', async () => {
    const db = await openDatabase({ databaseUrl: url.toString(), preparedStatements: false });
    try {
      expect((await preparedHere(db)).filter((n) => n.startsWith('adire_'))).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('statement names', () => {
  it('are the same for the same text, differ for different texts, and fit a PostgreSQL identifier', () => {
    const a = statementName({ sql: 'SELECT 1' });
    expect(statementName({ sql: 'SELECT 1' })).toBe(a);
    expect(statementName({ sql: 'SELECT 2' })).not.toBe(a);
    expect(a.length).toBeLessThanOrEqual(63);
  });
});
