import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Context } from '../schema/context.js';

export type ContextFactory = (req: Request) => Promise<Context>;

/** Builds the per-request GraphQL context; the REST shim uses the same factory so both see the same viewer. */
export function contextFactory(prisma: PrismaClient): ContextFactory {
  return async (req) => ({
    prisma,
    viewer: null,
    requestId: (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
  });
}
