import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Real PostgreSQL; when absent the server runs on embedded PostgreSQL (PGlite) under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** Prepare each distinct query once per database connection; 'false' behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  /** Seed demo data on start when the database has no brands (default on for the embedded database). */
  SEED_ON_START: z.enum(['auto', 'true', 'false']).default('auto'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'web/dist')),
  /** The web app's persisted queries (id → document), written by `npm run relay`; the ids the web app sends. */
  PERSISTED_QUERIES_FILE: z.string().default(path.join(repoRoot, 'web/persisted-queries.json')),
  /** Public pages are sent with their content rendered in when the web build has its server bundle ('off': the plain shell). */
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Queries run compiled (graphql-jit) once their document has run this many times through graphql-js;
   * 0 compiles on first sight, 'never' keeps graphql-js for everything.
   */
  GRAPHQL_COMPILE_AFTER: z.union([z.literal('never'), z.coerce.number().int().min(0)]).default(1),
  LOG_QUERIES: z.enum(['true', 'false']).default('false'),
  /** Least severe log line written to stdout (JSON lines); 'info' includes one line per request. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Outgoing mail server, e.g. smtp://user:pass@smtp.example.com:587; without it mail goes to the outbox table (/dev/mailbox). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Adire <no-reply@adire.example>'),
  /**
   * The development mailbox at /dev/mailbox: 'auto' turns it on only while SMTP_URL is unset and the
   * server listens on (and is addressed by) a loopback address; 'on' also elsewhere. It always answers
   * callers on this machine only.
   */
  DEV_MAILBOX: z.enum(['auto', 'on', 'off']).default('auto'),
  /** Where the seeded demo accounts may sign in with their published passwords. */
  DEMO_SIGN_IN: z.enum(['loopback', 'anywhere', 'off']).default('loopback'),
  /** Beta password gate in front of the site; off when unset. */
  GATE_PASSWORD: z.string().optional(),
  /** Where the web app's pages live when they are not served by this process (the Vite dev server); defaults to PUBLIC_URL. */
  WEB_URL: z.string().url().optional(),
  /**
   * Which reverse proxies to believe about the client's address (Express "trust proxy": 'loopback',
   * addresses or subnets separated by commas, or a hop count). The sign-in throttle counts per address.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** Sign-in throttle: failed attempts allowed per account and per address within the window. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failures of one account from any addresses within 24 hours after which signing in to it also needs a mailed code. */
  LOGIN_CODE_AFTER_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Multiplies every public write's rate limit (http/rate-limits/write-limits.ts); above 1 for load tests and journeys. */
  WRITE_LIMITS_SCALE: z.coerce.number().positive().default(1),
  /** Where uploaded files go: 'local' (DATA_DIR/media, served at /media) or 's3' (any S3-compatible store). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** S3 API address, e.g. http://storage:9000 for MinIO; unset for AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Static credentials; without them the AWS SDK's default chain (environment, instance role) applies. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address buckets as {endpoint}/{bucket} (MinIO and most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Public base for object URLs, {S3_PUBLIC_URL}/{bucket}/{key}: the store's public address or a CDN in front of it. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** The store's S3 API address as browsers reach it, for presigned uploads, when it differs from S3_ENDPOINT (containers). */
  S3_UPLOAD_ENDPOINT: z.string().url().optional(),
  /**
   * The private bucket where uploaded images wait for their job (S3 driver). It must exist and must
   * not allow anonymous reads: nothing in it is ever given a URL.
   */
  S3_INCOMING_BUCKET: z.string().default('media-incoming'),
  /**
   * Slow work (mail, image variants, CSV imports) runs as jobs. 'in-process': this server works on
   * them too (the embedded default); 'off': it only queues them, for `npm run worker` processes.
   */
  JOBS_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  /** How often a worker looks for jobs queued by another process (seconds; its own wake it at once). */
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).default(1),
  /** How often a worker looks for runs lost with their process (and clears old jobs), in seconds. */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Overrides every job kind's time limit, after which a run is presumed lost and retried (seconds). */
  JOBS_LOST_AFTER_SECONDS: z.coerce.number().int().min(1).optional(),
  /**
   * The longest a request waits for jobs it queued (an upload's image processing) before it answers
   * that they are still under way (seconds; 0 answers at once). The wait keeps the event loop free.
   */
  JOBS_WAIT_SECONDS: z.coerce.number().min(0).max(60).default(10),
});

export type Config = z.infer<typeof schema> & {
  publicUrl: string;
  webUrl: string;
  pgliteDir: string;
  mediaDir: string;
  /** Uploads waiting for their job (local storage driver); never served. */
  incomingDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://${c.HOST === '0.0.0.0' ? '127.0.0.1' : c.HOST}:${c.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    ...c,
    publicUrl,
    webUrl: (c.WEB_URL ?? publicUrl).replace(/\/+$/, ''),
    pgliteDir: path.join(c.DATA_DIR, 'pglite'),
    mediaDir: path.join(c.DATA_DIR, 'media'),
    incomingDir: path.join(c.DATA_DIR, 'incoming'),
  };
}
