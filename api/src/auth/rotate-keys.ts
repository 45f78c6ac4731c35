// npm run keys:rotate [-- --retain-hours 24]
// Adds a new token-signing key and retires keys that stopped signing more than --retain-hours ago.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { exitIfDataDirInUse } from '../db/data-dir-lock.js';
import { rotateSigningKey } from './key-store.js';

// Longer than any token signed with a key lives (ID tokens: 1 hour), with a wide margin.
const DEFAULT_RETAIN_HOURS = 24;

const { values } = parseArgs({ options: { 'retain-hours': { type: 'string' } } });
const retainHours = values['retain-hours'] === undefined ? DEFAULT_RETAIN_HOURS : Number(values['retain-hours']);
if (!Number.isFinite(retainHours) || retainHours < 1) {
  console.error('usage: npm run keys:rotate -- [--retain-hours N] (N at least 1, default 24)');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir }).catch(
  exitIfDataDirInUse,
);
try {
  const { kid, retired } = await rotateSigningKey(db.prisma, retainHours * 3600_000);
  console.log(
    `New signing key ${kid}. It signs once each API process restarts; until then the old key keeps signing and both verify.`,
  );
  console.log(
    retired.length
      ? `Retired ${retired.length} key(s) that stopped signing over ${retainHours} h ago: ${retired.join(', ')}`
      : 'No key was old enough to retire.',
  );
} finally {
  await db.close();
}
