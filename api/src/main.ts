import http from 'node:http';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { exitIfDataDirInUse } from './db/data-dir-lock.js';
import { createApp } from './http/app.js';
import { seedIfWanted } from './db/seed-on-start.js';
import { describeDevAids } from './http/dev-aids.js';
import { logger } from './log/logger.js';
import { closeGracefully } from './http/close-gracefully.js';
import { startJobsFor } from './jobs/start-for-config.js';
import { stopOnSignals } from './stop-on-signals.js';
// The entry point hands the demo seed to the API; nothing below it imports prisma/.
import { seedDatabase } from '../../prisma/seed/index.js';

/** How long requests in flight may take to finish once the process is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
logger.level = config.LOG_LEVEL;
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
  logQueries: config.LOG_QUERIES === 'true',
  preparedStatements: config.DATABASE_PREPARED_STATEMENTS === 'true',
}).catch(exitIfDataDirInUse);
logger.info(
  config.DATABASE_URL ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PostgreSQL in ${config.pgliteDir}`,
);
await seedIfWanted(db.prisma, config, seedDatabase);

const jobs = await startJobsFor(db, config);
const { app, stop } = await createApp({ prisma: db.prisma, jobs, config });
const server = http.createServer(app);
server.listen(config.PORT, config.HOST, () => {
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  const base = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  // Sign-in works only at the OpenID issuer's own address (PUBLIC_URL), so that is the one to open.
  const site = config.PUBLIC_URL ? config.publicUrl : base;
  logger.info(
    { url: site, listening: `${config.HOST}:${port}` },
    `Adire is running at ${site}  (GraphiQL: ${site}/graphiql)`,
  );
  if (config.NODE_ENV !== 'production')
    logger.info(`Mode: ${config.NODE_ENV} (stack traces in error answers; \`npm start\` runs in production mode)`);
  for (const line of describeDevAids(config, `${base}/dev/mailbox`)) logger.info(line);
  logger.info(
    config.JOBS_WORKER === 'in-process'
      ? 'Jobs (mail, images, imports): worked on in this process'
      : 'Jobs (mail, images, imports): queued for `npm run worker` processes (JOBS_WORKER=off)',
  );
});

stopOnSignals('finishing requests in flight', async () => {
  const { dropped } = await closeGracefully(server, SHUTDOWN_GRACE_MS);
  if (dropped)
    logger.warn({ dropped }, `${dropped} connection(s) still busy after ${SHUTDOWN_GRACE_MS} ms were closed`);
  await stop();
  // Jobs still running get the same grace; what is left is retried by the next worker.
  await jobs.stop(SHUTDOWN_GRACE_MS);
  await db.close();
});
