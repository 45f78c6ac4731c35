import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type pg from 'pg';
import { createApp } from '../src/http/app.js';
import { loadConfig } from '../src/config.js';
import type { BenchDatabase } from './bench-database.js';
import type { Scenario } from './scenario.js';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

async function listen(handler: () => http.RequestListener): Promise<Listening & { server: http.Server }> {
  const server = http.createServer((req, res) => handler()(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The whole API (Express, Apollo, Pothos, Prisma) as `npm start` builds it. The server listens
 * before the app is built so the app knows its public URL (the token issuer). Public writes keep
 * their rate limits, with every allowance raised so the load never reaches them
 * (WRITE_LIMITS_SCALE); no response cache exists to switch off.
 */
export async function startApi(database: BenchDatabase): Promise<Listening> {
  let app: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const listening = await listen(() => app);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: listening.url,
    WEB_DIST: database.mediaDir,
    WRITE_LIMITS_SCALE: '1000000',
  });
  const built = await createApp({ prisma: database.db.prisma, config: { ...config, mediaDir: database.mediaDir } });
  app = built.app;
  return {
    url: listening.url,
    close: async () => {
      await listening.close();
      await built.stop();
    },
  };
}

/** The hand-written side: one POST route per scenario, answering `{ data }` from its baseline. */
export async function startBaseline(pool: pg.Pool, scenarios: Scenario[]): Promise<Listening> {
  const app = express();
  app.use(express.json());
  scenarios.forEach((scenario, index) => {
    app.post(`/baseline/${index}`, async (req, res) => {
      try {
        res.json({ data: await scenario.baseline(pool, req.body?.variables ?? {}, req.get('authorization')) });
      } catch (error) {
        res.status(500).json({ errors: [{ message: (error as Error).message }] });
      }
    });
  });
  return listen(() => app);
}
