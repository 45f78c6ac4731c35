import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../../src/generated/prisma/client.js';
import { searchStatements } from '../../src/features/search/data.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// On a few dozen rows PostgreSQL rightly prefers reading the table; with sequential scans priced
// out, the plan shows whether every branch of the search condition has an index to use.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

async function plan(statement: Prisma.Sql): Promise<string> {
  const [, rows] = await db.prisma.$transaction([
    db.prisma.$queryRaw`SELECT set_config('enable_seqscan', 'off', true)`,
    db.prisma.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN ${statement}`),
  ]);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('search statements', () => {
  for (const [kind, table, indexes] of [
    ['brands', 'brands', ['brands_name_trgm_idx', 'brands_search_document_idx']],
    ['collections', 'catalogues', ['catalogues_title_trgm_idx', 'catalogues_search_document_idx']],
    ['products', 'products', ['products_title_trgm_idx', 'products_search_document_idx']],
  ] as const) {
    it(`find ${kind} through their trigram and full-text indexes, not by reading ${table}`, async () => {
      const text = await plan(searchStatements[kind]('agbda', 8));
      expect(text).not.toMatch(new RegExp(`Seq Scan on ${table}`));
      for (const index of indexes) expect(text).toContain(index);
    });
  }
});
