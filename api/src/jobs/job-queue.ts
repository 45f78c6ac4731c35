import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import { logger } from '../log/logger.js';
import type { AnyJobKind, JobDeps, JobQueue } from './job-kind.js';
import { transactionBossDb } from './boss-db.js';

/** Where pg-boss keeps its tables. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  /** pg-boss's connection: a PostgreSQL URL, or a database object for the embedded PostgreSQL. */
  connection: { connectionString: string } | { db: PgBoss.Db };
  /** Every kind this process may enqueue or work on: their queues are made at start. */
  kinds: readonly AnyJobKind[];
  /** How often a working process looks for lost runs (and clears old jobs); seconds. */
  maintenanceSeconds?: number;
  /** How often an idle worker looks for work enqueued by another process; seconds (at least 0.5). */
  pollingSeconds?: number;
  /** Overrides every kind's time limit (expireInSeconds): for tests of lost runs. */
  expireInSeconds?: number;
  /** The longest waitFor waits, in seconds (default 10; 0 does not wait). */
  waitSeconds?: number;
}

/** How often waitFor looks at jobs another process works on (this process's own runs tell it at once). */
const WAIT_POLL_MS = 250;

/** A job in one of these states has finished an attempt. */
const ATTEMPT_FINISHED: ReadonlySet<string> = new Set(['retry', 'completed', 'cancelled', 'failed']);

/** Starts a queue on pg-boss (creating or upgrading its tables, which every process may do at once). */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const working = new Map<string, string[]>();
  let workersOn = false;
  /** Emits 'attempt' with a job's id when a run in this process has ended, however it ended. */
  const attempts = new EventEmitter();
  attempts.setMaxListeners(0);
  const waitMs = (options.waitSeconds ?? 10) * 1000;
  const boss = new PgBoss({
    ...options.connection,
    ...('connectionString' in options.connection ? { max: 4, application_name: 'adire-jobs' } : {}),
    schema: JOBS_SCHEMA,
    // Maintenance (lost runs, archiving) is done by the processes that work; cron is not used.
    supervise: false,
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on('error', (err: Error) => logger.error({ err }, 'job queue error'));
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const kind of options.kinds) if (!existing.has(kind.name)) await createQueue(boss, kind.name);

  const sendOptions = (kind: AnyJobKind) => ({
    retryLimit: kind.retryLimit,
    retryDelay: kind.retryDelaySeconds,
    retryBackoff: kind.retryBackoff,
    expireInSeconds: options.expireInSeconds ?? kind.expireInSeconds,
  });

  const queue: JobQueue = {
    async enqueue(kind, payload, { tx, delaySeconds } = {}) {
      const data = kind.payload.parse(payload) as object;
      const id = await boss.send(kind.name, data, {
        ...sendOptions(kind),
        ...(delaySeconds ? { startAfter: delaySeconds } : {}),
        ...(tx ? { db: transactionBossDb(tx) } : {}),
      });
      if (!id) throw new Error(`job queue refused a ${kind.name} job`);
      if (!tx) queue.wake(kind);
      return id;
    },

    wake(kind) {
      for (const id of working.get(kind.name) ?? []) boss.notifyWorker(id);
    },

    async work(kinds, deps) {
      if (!workersOn) {
        workersOn = true;
        // Runs left active by a process that died are failed (and so retried) by maintenance.
        await boss.maintain();
        startMaintenance();
      }
      for (const kind of kinds) {
        const ids: string[] = working.get(kind.name) ?? [];
        working.set(kind.name, ids);
        for (let i = 0; i < kind.concurrency; i++) {
          let self = '';
          self = await boss.work(
            kind.name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingSeconds ?? 1 },
            async ([job]) => {
              // Look for the next job straight away rather than after the polling interval.
              boss.notifyWorker(self);
              try {
                await runJob(kind, job!, { ...deps, jobs: queue });
              } finally {
                attempts.emit('attempt', job!.id);
              }
            },
          );
          ids.push(self);
        }
      }
    },

    async waitFor(kind, ids) {
      const pending = new Set(ids);
      const deadline = Date.now() + waitMs;
      let wakeUp = () => {};
      const onAttempt = (id: string) => {
        if (pending.delete(id)) wakeUp();
      };
      attempts.on('attempt', onAttempt);
      try {
        while (pending.size > 0 && Date.now() < deadline) {
          for (const id of [...pending]) {
            const job = await boss.getJobById(kind.name, id).catch((err: Error) => {
              // The caller's write has committed: a failed look stops the wait, it never fails the request.
              logger.warn({ err, job: kind.name, jobId: id }, 'could not look at a job while waiting for it');
              return 'unknown' as const;
            });
            if (job === 'unknown') return false;
            if (!job || ATTEMPT_FINISHED.has(job.state)) pending.delete(id);
          }
          if (pending.size === 0) break;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.max(0, Math.min(WAIT_POLL_MS, deadline - Date.now())));
            wakeUp = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        attempts.off('attempt', onAttempt);
      }
      return pending.size === 0;
    },

    async stop(graceMs = 10_000) {
      stopMaintenance();
      await boss.stop({ graceful: true, timeout: graceMs, wait: true });
    },

    async unfinished(kinds) {
      const names = (kinds ?? options.kinds).map((k) => k.name);
      const counts = await Promise.all(names.map((name) => boss.getQueueSize(name, { before: 'completed' })));
      return counts.reduce((sum, n) => sum + n, 0);
    },
  };

  // pg-boss's own supervisor would run in every process that enqueues; only working processes need it.
  let maintenance: NodeJS.Timeout | null = null;
  const startMaintenance = () => {
    maintenance = setInterval(
      () => void boss.maintain().catch((err: Error) => logger.error({ err }, 'job queue maintenance failed')),
      (options.maintenanceSeconds ?? 60) * 1000,
    );
    maintenance.unref();
  };
  const stopMaintenance = () => {
    if (maintenance) clearInterval(maintenance);
    maintenance = null;
  };

  return queue;
}

async function createQueue(boss: PgBoss, name: string) {
  try {
    await boss.createQueue(name);
  } catch (err) {
    // Another process made it first.
    if (!(await boss.getQueue(name))) throw err;
  }
}

async function runJob(kind: AnyJobKind, job: PgBoss.JobWithMetadata<unknown>, deps: JobDeps) {
  const log = logger.child({ job: kind.name, jobId: job.id, retryCount: job.retryCount });
  const started = performance.now();
  try {
    await kind.handle(kind.payload.parse(job.data), {
      ...deps,
      jobId: job.id,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
      log,
    });
    log.info({ ms: Math.round(performance.now() - started) }, 'job done');
  } catch (err) {
    const last = job.retryCount >= job.retryLimit;
    log[last ? 'error' : 'warn'](
      { err, ms: Math.round(performance.now() - started) },
      last ? 'job failed for good' : 'job failed; it will be retried',
    );
    throw err;
  }
}
