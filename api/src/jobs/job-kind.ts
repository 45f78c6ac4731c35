import type { z } from 'zod';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { MailTransport } from '../mail/mailer.js';
import type { Logger } from '../log/logger.js';

/** What a job's handler works with: the same database, storage and mail as the API. */
export interface JobDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
  mail: MailTransport;
  jobs: JobQueue;
}

export interface JobContext extends JobDeps {
  jobId: string;
  /** 0 on the first run; a retry after a failure or a lost worker counts up. */
  retryCount: number;
  /** No retry follows if this run fails: the handler should record the failure where users see it. */
  lastAttempt: boolean;
  log: Logger;
}

/**
 * One kind of slow work: its queue's name, how it is retried and when a run is presumed lost, how
 * many run at once in one process, and its handler. The payload is checked when it is enqueued and
 * again when it runs (a job may outlive a deploy that changed its shape).
 */
export interface JobKind<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  /** Attempts after the first; 0 for work that must not be repeated blindly. */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each retry waits about twice as long as the last. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long one run may take. A run still active after this is presumed lost (its process died)
   * and retried, so it must be longer than the slowest honest run.
   */
  expireInSeconds: number;
  /** Runs of this kind at once in one worker process. */
  concurrency: number;
  handle(payload: Payload, job: JobContext): Promise<void>;
}

export type AnyJobKind = JobKind<any>;

export const defineJobKind = <Payload>(kind: JobKind<Payload>): JobKind<Payload> => kind;

export interface EnqueueOptions {
  /** Adds the job inside this transaction: it exists only if the transaction commits. */
  tx?: Prisma.TransactionClient;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
}

export interface JobQueue {
  enqueue<P>(kind: JobKind<P>, payload: P, options?: EnqueueOptions): Promise<string>;
  /** This process's workers of `kind` look for work now (call after the enqueuing transaction committed). */
  wake(kind: AnyJobKind): void;
  /**
   * Waits, without holding the event loop, until each of these jobs of `kind` has finished an attempt
   * (done, failed, or waiting for its retry) or the queue's wait bound (JOBS_WAIT_SECONDS) has passed.
   * True when every one finished in time. For a request that answers better once its jobs are done.
   */
  waitFor(kind: AnyJobKind, ids: readonly string[]): Promise<boolean>;
  /** Starts working on `kinds` in this process, each with its concurrency. */
  work(kinds: readonly AnyJobKind[], deps: Omit<JobDeps, 'jobs'>): Promise<void>;
  /** Stops working (runs in progress get `graceMs` to finish, then are failed and so retried) and closes. */
  stop(graceMs?: number): Promise<void>;
  /** Jobs created, waiting for a retry or running: of `kinds`, or of every kind. */
  unfinished(kinds?: readonly AnyJobKind[]): Promise<number>;
}
