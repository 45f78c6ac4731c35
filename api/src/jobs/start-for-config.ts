import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { JobQueue } from './job-kind.js';
import { startJobQueue } from './job-queue.js';
import { bossConnection } from './boss-connection.js';
import { JOB_KINDS } from './kinds.js';

type JobSettings = Pick<
  Config,
  'JOBS_POLLING_SECONDS' | 'JOBS_MAINTENANCE_SECONDS' | 'JOBS_LOST_AFTER_SECONDS' | 'JOBS_WAIT_SECONDS'
>;

/** The job queue on the app's database, with every kind's queue and the configured timings. */
export function startJobsFor(
  database: Pick<Database, 'url' | 'pglite'>,
  config: Partial<JobSettings>,
): Promise<JobQueue> {
  return startJobQueue({
    connection: bossConnection(database),
    kinds: JOB_KINDS,
    pollingSeconds: config.JOBS_POLLING_SECONDS,
    maintenanceSeconds: config.JOBS_MAINTENANCE_SECONDS,
    expireInSeconds: config.JOBS_LOST_AFTER_SECONDS,
    waitSeconds: config.JOBS_WAIT_SECONDS,
  });
}
