import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/client.js';
import { exitIfDataDirInUse } from '../api/src/db/data-dir-lock.js';
import { seedDatabase, tableCounts } from './seed/index.js';

/** Seeds the configured database (DATABASE_URL, else the embedded database under DATA_DIR) with demo data. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir }).catch(
    exitIfDataDirInUse,
  );
  try {
    const started = Date.now();
    const { created } = await seedDatabase(db.prisma, {
      mediaDir: config.mediaDir,
      log: (m) => console.log(`[seed] ${m}`),
    });
    console.log(
      created
        ? `Demo data created in ${Date.now() - started} ms (${db.kind}).`
        : `Demo data already present (${db.kind}); nothing inserted.`,
    );
    const counts = await tableCounts(db.prisma);
    const width = Math.max(...Object.keys(counts).map((k) => k.length));
    for (const [table, count] of Object.entries(counts))
      console.log(`  ${table.padEnd(width)}  ${String(count).padStart(5)}`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
