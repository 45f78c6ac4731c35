import { describe, expect, it } from 'vitest';
import { openPGlite } from '../../src/db/pglite.js';
import { applyMigrations } from '../../src/db/apply-migrations.js';
import { readMigrations } from '../../src/db/migrations-dir.js';
import { pgliteRunner } from '../../src/db/sql-runner.js';

describe('start-up migrations', () => {
  it('applies every checked-in migration once, recording Prisma-compatible checksums', async () => {
    const db = await openPGlite();
    try {
      const runner = pgliteRunner(db);
      const files = readMigrations();
      expect(files.length).toBeGreaterThan(0);
      expect(await applyMigrations(runner, files)).toEqual(files.map((f) => f.name));
      expect(await applyMigrations(runner, files)).toEqual([]);
      const rows = await runner.query<{ migration_name: string; checksum: string }>(
        'SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name',
      );
      expect(rows).toEqual(files.map((f) => ({ migration_name: f.name, checksum: f.checksum })));
    } finally {
      await db.close();
    }
  });

  it('refuses a migration that was edited after it was applied', async () => {
    const db = await openPGlite();
    try {
      const runner = pgliteRunner(db);
      const files = readMigrations();
      await applyMigrations(runner, files);
      const edited = [{ ...files[0]!, checksum: 'f'.repeat(64) }];
      await expect(applyMigrations(runner, edited)).rejects.toThrow(/changed after it was applied/);
    } finally {
      await db.close();
    }
  });

  it('rolls a failing migration back completely', async () => {
    const db = await openPGlite();
    try {
      const runner = pgliteRunner(db);
      const bad = {
        name: '99990101000000_bad',
        sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
        checksum: 'x',
      };
      await expect(applyMigrations(runner, [bad])).rejects.toThrow(/99990101000000_bad failed/);
      const tables = await runner.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
      expect(tables).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
