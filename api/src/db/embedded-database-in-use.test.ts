import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../config.js';
import { openPGlite } from './pglite.js';
import { lockFileOf } from './data-dir-lock.js';

// Every entry point that opens the embedded database, as package.json runs it.
const ENTRY_POINTS: Record<string, string[]> = {
  'the server (npm start)': ['api/src/main.ts'],
  'npm run client:create': ['api/src/auth/create-client.ts', '--name', 'Partner'],
  'npm run keys:rotate': ['api/src/auth/rotate-keys.ts'],
  'npm run db:seed': ['prisma/seed.ts'],
  'npm run db:migrate:deploy': ['api/src/db/migrate-cli.ts', 'deploy'],
};

let dataDir: string;
let held: PGlite;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-in-use-'));
  held = await openPGlite(path.join(dataDir, 'pglite'));
}, 120_000);
afterAll(async () => {
  if (held && !held.closed) await held.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function run(args: string[]) {
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0', SEED_ON_START: 'false' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', ...args], {
      cwd: repoRoot,
      env,
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('while a process has the embedded database open', () => {
  it.concurrent.each(Object.entries(ENTRY_POINTS))(
    '%s refuses to open it and says why',
    { timeout: 90_000 },
    async (_, args) => {
      const { code, output } = await run(args);
      expect(code).toBe(1);
      expect(output).toContain(
        `The embedded database in ${path.join(dataDir, 'pglite')} is in use by another Adire process`,
      );
      expect(output).toContain('stop the server first');
      expect(output).toContain('set DATABASE_URL');
      expect(output).not.toMatch(/\n\s+at /);
    },
  );

  it('is still held by its owner afterwards, and free once the owner closes it', async () => {
    expect(JSON.parse(fs.readFileSync(lockFileOf(path.join(dataDir, 'pglite')), 'utf8')).pid).toBe(process.pid);
    expect((await held.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
    await held.close();
    expect(fs.existsSync(lockFileOf(path.join(dataDir, 'pglite')))).toBe(false);
    const { code, output } = await run(ENTRY_POINTS['npm run keys:rotate']!);
    expect(output).toMatch(/New signing key/);
    expect(code).toBe(0);
  }, 90_000);
});
