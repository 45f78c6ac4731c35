// `npm run worker`: a process that only works on jobs (mail, image variants, CSV imports), beside API
// processes started with JOBS_WORKER=off, on the same PostgreSQL and object store.
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { logger } from '../log/logger.js';
import { createStorage } from '../storage/create-storage.js';
import { createMailTransport } from '../mail/create-mail-transport.js';
import { startJobsFor } from './start-for-config.js';
import { JOB_KINDS } from './kinds.js';
import { stopOnSignals } from '../stop-on-signals.js';

/** How long jobs in progress may take to finish once the process is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
logger.level = config.LOG_LEVEL;
if (!config.DATABASE_URL) {
  logger.error(
    'A worker process needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process, and `npm start` works on its jobs itself.',
  );
  process.exit(1);
}
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  preparedStatements: config.DATABASE_PREPARED_STATEMENTS === 'true',
});
const jobs = await startJobsFor(db, config);
const mail = createMailTransport(db.prisma, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
await jobs.work(JOB_KINDS, { prisma: db.prisma, storage: createStorage(config).objects, mail });
logger.info({ kinds: JOB_KINDS.map((k) => k.name) }, 'Worker started');

stopOnSignals('finishing jobs in progress', async () => {
  await jobs.stop(SHUTDOWN_GRACE_MS);
  await db.close();
});
