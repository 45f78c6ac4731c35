import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, lockFileOf, type DataDirLock } from './data-dir-lock.js';

let root: string;
let dir: string;
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-lock-'));
  dir = path.join(root, 'pglite');
});
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

async function acquire() {
  const lock = await acquireDataDirLock(dir);
  held.push(lock);
  return lock;
}

const startTimeOf = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

function writeLock(owner: { pid: number; startedAt?: string | null }) {
  fs.writeFileSync(
    lockFileOf(dir),
    JSON.stringify({ startedAt: null, command: 'node api/src/main.ts', since: '2026-01-01T00:00:00.000Z', ...owner }),
  );
}

async function runningProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

async function finishedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the embedded database directory lock', () => {
  it('names this process while held and disappears on release', async () => {
    const lock = await acquire();
    expect(lock.file).toBe(`${dir}.lock`);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('refuses a second opening in the same process', async () => {
    await acquire();
    await expect(acquireDataDirLock(dir)).rejects.toThrow(/already open in this process/);
  });

  it('refuses while another running process holds the directory, and says what to do', async () => {
    const pid = await runningProcess();
    writeLock({ pid, startedAt: startTimeOf(pid) });
    const refusal = await acquireDataDirLock(dir).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toContain(`pid ${pid}: node api/src/main.ts`);
    expect((refusal as Error).message).toMatch(/stop the server first/);
    expect((refusal as Error).message).toMatch(/set DATABASE_URL/);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(pid);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    writeLock({ pid: await finishedProcess() });
    const lock = await acquire();
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
  });

  it('takes over a lock whose pid now belongs to another program', async () => {
    const pid = await runningProcess();
    writeLock({ pid, startedAt: '1' });
    await acquire();
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
  });

  it('takes over a lock naming this pid from an earlier run (a restarted container is pid 1 again)', async () => {
    writeLock({ pid: process.pid });
    await expect(acquire()).resolves.toBeDefined();
  });

  it('takes over an unreadable lock file', async () => {
    fs.writeFileSync(lockFileOf(dir), 'not json');
    await expect(acquire()).resolves.toBeDefined();
  });

  it('lets exactly one of several processes racing for a stale lock have it', { timeout: 90_000 }, async () => {
    writeLock({ pid: await finishedProcess() });
    // Each racer loads the module, says so, and tries for the lock when told to: all at once.
    const script = `
      import { acquireDataDirLock } from ${JSON.stringify(path.resolve('api/src/db/data-dir-lock.ts'))};
      console.log('ready');
      process.stdin.once('data', async () => {
        try { await acquireDataDirLock(${JSON.stringify(dir)}); console.log('held'); setTimeout(() => {}, 3000); }
        catch (err) { console.log(err.name); }
        process.stdin.pause();
      });`;
    const racers = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    children.push(...racers);
    const said = racers.map((racer) => {
      const lines: string[] = [];
      const waiters: (() => void)[] = [];
      racer.stdout!.on('data', (chunk: Buffer) => {
        lines.push(...chunk.toString().trim().split('\n'));
        waiters.splice(0).forEach((wake) => wake());
      });
      return async (n: number) => {
        while (lines.length < n) await new Promise<void>((wake) => waiters.push(wake));
        return lines[n - 1]!;
      };
    });
    await Promise.all(said.map((line) => line(1)));
    for (const racer of racers) racer.stdin!.write('go\n');
    const outcomes = await Promise.all(said.map((line) => line(2)));
    expect(outcomes.sort()).toEqual(['DataDirInUseError', 'DataDirInUseError', 'DataDirInUseError', 'held']);
  });
});
