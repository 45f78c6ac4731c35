import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import type { Prisma } from '../generated/prisma/client.js';
import { withArrayParameters } from '../db/pglite-array-params.js';

/**
 * pg-boss sends a job's data as a JS object for a `::jsonb` parameter; node-postgres would serialise
 * it, PGlite and Prisma's raw queries need the JSON text.
 */
const asParameter = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
    ? JSON.stringify(value)
    : value;

/**
 * pg-boss's database for the embedded PostgreSQL in this process. Its schema scripts and maintenance
 * come as several statements in one text without parameters (run as a script, answering with the
 * last statement's rows); everything else is one parameterised statement.
 */
export function pgliteBossDb(pglite: PGlite): PgBoss.Db {
  const db = withArrayParameters(pglite);
  return {
    async executeSql(text, values) {
      if (!values?.length) {
        const results = await db.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: (await db.query(text, values.map(asParameter))).rows };
    },
  };
}

/** pg-boss's database inside a write's transaction: the job is added only if the write commits. */
export function transactionBossDb(tx: Prisma.TransactionClient): PgBoss.Db {
  return {
    async executeSql(text, values) {
      return { rows: await tx.$queryRawUnsafe<unknown[]>(text, ...(values ?? []).map(asParameter)) };
    },
  };
}
