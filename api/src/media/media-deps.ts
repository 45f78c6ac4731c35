import type { PrismaClient } from '../generated/prisma/client.js';
import type { ObjectStorage } from '../storage/object-storage.js';

export interface MediaDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
}
