import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/config.js';
import { createTestDatabase, testDbKind, type TestDatabase } from './test-database.js';

export interface ServedProcess {
  /** How this machine reaches it: always the loopback address. */
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok && output().includes('Adire is running at')) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within 150 s:\n${output()}`);
}

/**
 * The server as `npm start` runs it once the web app is built: `npm run serve` (production mode) in
 * its own process, on the test database of this run, with `env` on top (HOST, SMTP_URL, ...).
 */
export async function startServedProcess(env: Record<string, string> = {}): Promise<ServedProcess> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-served-'));
  const webDist = path.join(tmp, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Adire</title><div id="root"></div>');
  // PGlite keeps its files under DATA_DIR; a real PostgreSQL gets a throw-away database.
  const db: TestDatabase | null = testDbKind() === 'postgres' ? await createTestDatabase() : null;
  const port = await freePort();

  let printed = '';
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'),
  );
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: tmp,
      WEB_DIST: webDist,
      DATABASE_URL: db?.url ?? '',
      SEED_ON_START: 'false',
      ...env,
    },
  });
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A child that a signal ended has no exit code either, and its process group is gone.
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (running()) process.kill(-child.pid!, 'SIGKILL');
    }
    await db?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => printed);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, output: () => printed, close: stop };
}
