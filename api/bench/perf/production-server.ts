import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Runs a build step; its listing of every file written is left out, its errors are shown. */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** `npm run build`, as `npm start` runs it: the web app (and whatever else the build makes) into web/dist. */
export function buildWebApp(): string {
  run('npm', ['run', '--silent', 'build']);
  return path.join(repoRoot, 'web', 'dist');
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilHealthy(url: string, child: ChildProcess, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}) before it answered`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url}/healthz within ${limitMs / 1000} s`);
}

/**
 * The server as `npm start` runs it (production mode, embedded PostgreSQL), on a fresh data folder
 * seeded with the demo catalogue (as the browser journeys start it, playwright.config.ts).
 */
export async function startProductionServer(webDist: string): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-perf-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'true',
      DATABASE_URL: '',
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
