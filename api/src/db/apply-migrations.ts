import { randomUUID } from 'node:crypto';
import { readMigrations, type MigrationFile } from './migrations-dir.js';
import type { SqlRunner } from './sql-runner.js';

// Same table and columns as Prisma's migrate, so `prisma migrate deploy` with the native engine agrees.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

// Serialises concurrent start-ups against one database (several API processes, parallel tests).
const LOCK_KEY = 72_616_469; // arbitrary constant

/**
 * Applies the checked-in migrations that the database has not seen, each in its own transaction.
 * A checked-in migration whose checksum differs from the applied one is an error: history was rewritten.
 */
export async function applyMigrations(
  db: SqlRunner,
  migrations: MigrationFile[] = readMigrations(),
): Promise<string[]> {
  await db.exec(CREATE_TABLE);
  await db.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    const rows = await db.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const done: string[] = [];
    for (const m of migrations) {
      const known = applied.get(m.name);
      if (known !== undefined) {
        if (known !== m.checksum) {
          throw new Error(
            `Migration ${m.name} was changed after it was applied (checksum mismatch); add a new migration instead.`,
          );
        }
        continue;
      }
      await db.exec('BEGIN');
      try {
        await db.exec(m.sql);
        await db.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await db.exec('COMMIT');
        done.push(m.name);
      } catch (err) {
        await db.exec('ROLLBACK');
        throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
      }
    }
    return done;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
  }
}
