import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The little a migration needs from a database: run a script, run a parameterised query. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export function pgRunner(client: pg.Client | pg.PoolClient): SqlRunner {
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
  };
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
  };
}
