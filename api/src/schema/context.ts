import type { PrismaClient } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';

export interface Context {
  prisma: PrismaClient;
  viewer: Viewer | null;
  requestId: string;
}
