import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Context } from '../graphql/context.js';
import type { Identity } from '../auth/identity.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobQueue } from '../jobs/job-kind.js';
import { UnauthenticatedError } from '../errors.js';
import type { WriteThrottle } from './rate-limits/write-throttle.js';
import { requestLogger } from './request-log.js';

export type ContextFactory = (req: Request) => Promise<Context>;

export const INVALID_TOKEN_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * Builds the per-request GraphQL context from the Authorization header; the REST shim uses the
 * same factory so both see the same viewer. A bearer token that does not verify is a 401.
 */
export function contextFactory(
  prisma: PrismaClient,
  identity: Pick<Identity, 'resolvePrincipal' | 'accounts'>,
  storage: ObjectStorage,
  mailer: Mailer,
  jobs: JobQueue,
  urls: Context['urls'],
  writeThrottle: WriteThrottle,
): ContextFactory {
  return async (req) => {
    const principal = await identity.resolvePrincipal(req.get('authorization'));
    if (principal === 'invalid-token') throw new UnauthenticatedError(INVALID_TOKEN_MESSAGE, { httpStatus: 401 });
    return {
      prisma,
      viewer: principal.viewer,
      integrator: principal.integrator,
      tokenExpiresAt: principal.tokenExpiresAt ?? null,
      accounts: identity.accounts,
      storage,
      mailer,
      jobs,
      urls,
      requestId: (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
      get log() {
        return requestLogger(req);
      },
      writes: writeThrottle.gateFor({
        address: req.ip ?? 'unknown',
        accountId: principal.viewer?.id ?? principal.integrator?.clientId ?? null,
      }),
    };
  };
}
