import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type pg from 'pg';
import { createApp } from '../src/http/app.js';
import { loadConfig } from '../src/config.js';
import { startJobsFor } from '../src/jobs/start-for-config.js';
import type { BenchDatabase } from './bench-database.js';
import type { Scenario } from './scenario.js';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** How long closing waits for handlers still at work (the load generator leaves requests behind when it stops). */
const HANDLERS_SETTLE_MS = 5_000;

async function listen(handler: () => http.RequestListener): Promise<Listening & { server: http.Server }> {
  // A handler is done when it ends its answer, even for a caller that has gone: until then it may
  // still query the database the bench is about to drop.
  let working = 0;
  const server = http.createServer((req, res) => {
    working += 1;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.end = ((...args: unknown[]) => {
      working -= 1;
      res.end = end as typeof res.end;
      return end(...args);
    }) as typeof res.end;
    handler()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const until = Date.now() + HANDLERS_SETTLE_MS; working > 0 && Date.now() < until;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      server.closeAllConnections();
      await closed;
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
  const jobs = await startJobsFor(database.db, config);
  const built = await createApp({
    prisma: database.db.prisma,
    jobs,
    config: { ...config, mediaDir: database.mediaDir },
  });
  app = built.app;
  return {
    url: listening.url,
    close: async () => {
      await listening.close();
      await built.stop();
      await jobs.stop(0);
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
