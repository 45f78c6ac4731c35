import type { PrismaClient } from '../generated/prisma/client.js';
import type { Integrator, Viewer } from '../auth/viewer.js';
import type { AccountService } from '../auth/accounts.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobQueue } from '../jobs/job-kind.js';
import type { WriteGate } from '../http/rate-limits/write-throttle.js';
import type { Logger } from '../log/logger.js';

export interface Context {
  prisma: PrismaClient;
  /** The signed-in user, or null. */
  viewer: Viewer | null;
  /** A machine client calling with a client-credentials token (then viewer is null). */
  integrator: Integrator | null;
  /** When the caller's access token expires; null when signed out. */
  tokenExpiresAt: Date | null;
  accounts: AccountService;
  storage: ObjectStorage;
  /** Outgoing mail (notifications); the same mailer the account e-mails use. */
  mailer: Mailer;
  /** Slow work (imports, image processing) is queued here and done by a worker. */
  jobs: JobQueue;
  /** Where this API (links in mail to /api routes) and the web app's pages are reached from outside. */
  urls: { api: string; web: string };
  requestId: string;
  /** The request's logger: its lines carry the request id. */
  log: Logger;
  /** The public writes' rate limits for this caller (address and account): `await ctx.writes.limit('review')`. */
  writes: WriteGate;
}
