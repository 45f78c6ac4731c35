import type { PrismaClient } from '../generated/prisma/client.js';
import type { Config } from '../config.js';
import { seedDatabase } from '../../../prisma/seed/index.js';

/**
 * Seeds demo data on start: always for the embedded database (SEED_ON_START=auto), never for a
 * real PostgreSQL unless SEED_ON_START=true. The seed itself is idempotent.
 */
export async function seedIfWanted(prisma: PrismaClient, config: Config): Promise<void> {
  const wanted = config.SEED_ON_START === 'true' || (config.SEED_ON_START === 'auto' && !config.DATABASE_URL);
  if (!wanted) return;
  const { created } = await seedDatabase(prisma, { mediaDir: config.mediaDir, log: (m) => console.log(`[seed] ${m}`) });
  if (created) console.log('Seeded demo data.');
}
