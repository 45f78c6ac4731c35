import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Embedded PostgreSQL with the extensions our migrations use. `dir` undefined means in memory. */
export async function openPGlite(dir?: string): Promise<PGlite> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const db = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  await db.waitReady;
  return db;
}
