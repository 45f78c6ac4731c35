import type { Database } from '../db/client.js';
import type { JobQueueOptions } from './job-queue.js';
import { pgliteBossDb } from './boss-db.js';

/** The job queue's way into the app's database: its own small pool on PostgreSQL, the same engine when embedded. */
export function bossConnection(database: Pick<Database, 'url' | 'pglite'>): JobQueueOptions['connection'] {
  if (database.url) return { connectionString: database.url };
  if (database.pglite) return { db: pgliteBossDb(database.pglite) };
  throw new Error('The job queue needs PostgreSQL (a URL) or the embedded database');
}
