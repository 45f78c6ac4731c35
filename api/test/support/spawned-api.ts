import { spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../src/config.js';

export interface SpawnedApi {
  /** The loopback address it listens on. */
  url: string;
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** The JSON log lines it printed so far. */
  logLines(): Record<string, any>[];
  /** Its exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not ended within 15 s. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The server exactly as the container runs it, `node --import tsx api/src/main.ts` with nothing in
 * between, on 127.0.0.1 and a free port; `env` names its database (DATABASE_URL or DATA_DIR) and
 * anything else. Resolves once it answers /healthz and has said it is running.
 */
export async function spawnApi(env: Record<string, string>, port?: number): Promise<SpawnedApi> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  return spawnNode('api/src/main.ts', { PORT: String(listenOn), ...env }, url, async (printed) => {
    try {
      return (await fetch(`${url}/healthz`)).ok && printed.includes('Adire is running at');
    } catch {
      return false; // not listening yet
    }
  });
}

/**
 * A job worker as `npm run worker` runs it (`api/src/jobs/worker-main.ts`), on the database `env`
 * names (DATABASE_URL). Resolves once it has said it started; its `url` is empty.
 */
export function spawnWorker(env: Record<string, string>): Promise<SpawnedApi> {
  return spawnNode('api/src/jobs/worker-main.ts', env, '', async (printed) => printed.includes('Worker started'));
}

async function spawnNode(
  entry: string,
  env: Record<string, string>,
  url: string,
  isReady: (printed: string) => Promise<boolean>,
): Promise<SpawnedApi> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SEED_ON_START: 'false',
      // No web app build: the server answers 503 for its pages, which these tests never ask for.
      WEB_DIST: `${repoRoot}/.absent-web-dist`,
      ...env,
    },
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));

  const api: SpawnedApi = {
    url,
    pid: child.pid!,
    output: () => printed,
    logLines: () =>
      printed
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, any>),
    exited,
    signal: (signal) => void child.kill(signal),
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server exited with ${await exited}:\n${printed}`);
    if (await isReady(printed)) return api;
    await sleep(250);
  }
  await api.stop();
  throw new Error(`${entry} was not ready within 150 s:\n${printed}`);
}
