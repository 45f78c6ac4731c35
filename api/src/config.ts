import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Real PostgreSQL; when absent the server runs on embedded PostgreSQL (PGlite) under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Seed demo data on start when the database has no brands (default on for the embedded database). */
  SEED_ON_START: z.enum(['auto', 'true', 'false']).default('auto'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web/dist')),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_QUERIES: z.enum(['true', 'false']).default('false'),
});

export type Config = z.infer<typeof schema> & { publicUrl: string; pgliteDir: string; mediaDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    publicUrl: c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? '127.0.0.1' : c.HOST}:${c.PORT}`,
    pgliteDir: path.join(c.DATA_DIR, 'pglite'),
    mediaDir: path.join(c.DATA_DIR, 'media'),
  };
}
