import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaClient } from '../generated/prisma/client.js';
import { applyMigrations } from './apply-migrations.js';
import { openPGlite } from './pglite.js';
import { withArrayParameters } from './pglite-array-params.js';
import { setStatements, startupOptions } from './session-settings.js';
import { pgRunner, pgliteRunner } from './sql-runner.js';
import { QUERIES_PER_CONNECTION, statementName } from './prepared-statements.js';

export type Db = PrismaClient;

export interface Database {
  prisma: PrismaClient;
  kind: 'postgres' | 'pglite';
  /** Counts SQL statements sent; tests and the benchmark read it to prove query planning. */
  statements: { count: number };
  /** The connection string of PostgreSQL, for libraries with their own pool (the job queue). */
  url?: string;
  /** The embedded PostgreSQL itself, for libraries that run their own SQL on it (the job queue). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A PGlite data directory dump (`dumpDataDir`) to start from: tests clone a migrated, seeded database. */
  pgliteImage?: Blob;
  logQueries?: boolean;
  /**
   * Prepare each distinct query once per connection (default). Off for a connection pooler that
   * cannot keep prepared statements (PgBouncer in transaction mode before 1.21).
   */
  preparedStatements?: boolean;
}

/** Opens the database named by the options, applies pending migrations and returns a Prisma client. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const statements = { count: 0 };
  if (opts.databaseUrl) {
    const prepared = opts.preparedStatements ?? true;
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    await client.connect();
    try {
      await applyMigrations(pgRunner(client));
    } finally {
      await client.end();
    }
    const prisma = withStatementCounter(
      new PrismaClient({
        adapter: new PrismaPg(
          {
            connectionString: opts.databaseUrl,
            max: 10,
            options: startupOptions(),
            maxUses: prepared ? QUERIES_PER_CONNECTION : undefined,
          },
          prepared ? { statementNameGenerator: statementName } : {},
        ),
        log: [{ emit: 'event', level: 'query' }],
      }),
      statements,
      opts.logQueries,
    );
    return { prisma, kind: 'postgres', statements, url: opts.databaseUrl, close: () => prisma.$disconnect() };
  }
  const db: PGlite = await openPGlite(opts.pgliteDir, opts.pgliteImage);
  await applyMigrations(pgliteRunner(db));
  await db.exec(setStatements());
  const prisma = withStatementCounter(
    new PrismaClient({ adapter: new PrismaPGlite(withArrayParameters(db)), log: [{ emit: 'event', level: 'query' }] }),
    statements,
    opts.logQueries,
  );
  return {
    prisma,
    kind: 'pglite',
    statements,
    pglite: db,
    close: async () => {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

function withStatementCounter(prisma: PrismaClient, statements: { count: number }, log?: boolean): PrismaClient {
  prisma.$on('query' as never, (e: { query: string; duration: number }) => {
    statements.count += 1;
    if (log) console.log(`[sql ${e.duration}ms] ${e.query}`);
  });
  return prisma;
}
