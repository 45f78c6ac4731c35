import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataDirLock } from './data-dir-lock.js';

/**
 * Embedded PostgreSQL with the extensions our migrations use. `dir` undefined means in memory;
 * `image` (a `dumpDataDir` tarball) starts it as a copy of another database instead of empty.
 * A directory is held by this process until the database is closed (see data-dir-lock.ts): opening
 * one that a running process holds throws DataDirInUseError.
 */
export async function openPGlite(dir?: string, image?: Blob): Promise<PGlite> {
  if (!dir) return start(undefined, image);
  fs.mkdirSync(dir, { recursive: true });
  const lock = await acquireDataDirLock(dir);
  try {
    const db = await start(dir, image);
    const close = db.close.bind(db);
    // Every caller closes through the PGlite it was given, so the lock goes with it.
    db.close = async () => {
      try {
        await close();
      } finally {
        lock.release();
      }
    };
    return db;
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function start(dir: string | undefined, image: Blob | undefined): Promise<PGlite> {
  const db = new PGlite({ dataDir: dir, loadDataDir: image, extensions: { pg_trgm } });
  await db.waitReady;
  return db;
}
