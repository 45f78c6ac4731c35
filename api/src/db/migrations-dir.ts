import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { repoRoot } from '../config.js';

export const migrationsDir = path.join(repoRoot, 'prisma/migrations');
export const schemaPath = path.join(repoRoot, 'prisma/schema.prisma');

export interface MigrationFile {
  name: string;
  sql: string;
  /** sha256 of the file, as Prisma records it in _prisma_migrations.checksum */
  checksum: string;
}

export function readMigrations(dir = migrationsDir): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}
