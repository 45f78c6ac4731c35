import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The embedded database (PGlite) is one process's memory image of its directory: a second process
 * opening the same directory works on a stale copy and corrupts it. Whoever opens the directory
 * (the server or a CLI) therefore holds `<dir>.lock`, naming its process, until it closes.
 */

interface LockOwner {
  pid: number;
  /** The owner's start time as the kernel counts it, so a recycled pid is not taken for the owner. */
  startedAt: string | null;
  command: string;
  since: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dir} is in use by another Adire process (pid ${owner.pid}: ${owner.command}, since ${owner.since}). ` +
        'Only one process at a time can open it: stop the server first, then run this again. ' +
        'To run commands while the server runs, use PostgreSQL: set DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

const heldHere = new Set<string>();

export const lockFileOf = (dir: string) => `${path.resolve(dir)}.lock`;

/** Start time of a process in clock ticks since boot (Linux); null where /proc is not available. */
function processStartTime(pid: number | 'self'): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") "; start time is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(owner: LockOwner): boolean {
  // A lock naming this very process was left by an earlier run that had the same pid (a container's
  // first process is always pid 1); a live lock of ours is caught by heldHere before this.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const startedAt = processStartTime(owner.pid);
  return owner.startedAt === null || startedAt === null || startedAt === owner.startedAt;
}

function parseOwner(text: string | null): LockOwner | null {
  try {
    const owner = JSON.parse(text ?? '') as LockOwner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

const readOwner = (file: string) => parseOwner(readText(file));

const currentProcess = (): LockOwner => ({
  pid: process.pid,
  startedAt: processStartTime('self'),
  command: process.argv.slice(1).join(' ') || process.argv0,
  since: new Date().toISOString(),
});

/** Creates `file` holding `content` unless it exists; atomic, so nobody ever reads it half-written. */
function tryCreate(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.draft`;
  fs.writeFileSync(draft, content);
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
};

/**
 * Removes a lock whose owner is gone. Only one process may do so at a time (it holds the
 * `.takeover` file), and it removes the lock only if it still names the same dead owner, so two
 * processes finding the same stale lock cannot both end up holding the directory.
 */
function removeStaleLock(file: string, stale: string): void {
  const takeover = `${file}.takeover`;
  if (!tryCreate(takeover, JSON.stringify(currentProcess()))) {
    const holder = readOwner(takeover);
    if (!holder || !isRunning(holder)) fs.rmSync(takeover, { force: true });
    return;
  }
  try {
    if (readText(file) === stale) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}

/**
 * Takes the directory for this process or throws DataDirInUseError naming the process that has it.
 * A lock left by a process that no longer runs (a crash, a killed container) is taken over.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  const file = lockFileOf(dir);
  if (heldHere.has(file)) throw new Error(`The embedded database in ${dir} is already open in this process.`);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(file, JSON.stringify(currentProcess()))) {
      heldHere.add(file);
      const release = () => {
        if (!heldHere.delete(file)) return;
        process.off('exit', release);
        if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
      // Also when the process ends without closing the database (process.exit, an uncaught error).
      process.on('exit', release);
      return { file, release };
    }
    const content = readText(file);
    if (content === null) continue;
    const owner = parseOwner(content);
    if (owner && isRunning(owner)) throw new DataDirInUseError(dir, owner);
    removeStaleLock(file, content);
    // Another process may be taking the same stale lock over: give it a moment.
    await sleep(25);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it. Try again.`);
}

/**
 * For command-line entry points: a directory held by another process ends the command with the
 * explanation alone (exit code 1); any other failure is passed on.
 */
export function exitIfDataDirInUse(err: unknown): never {
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}
