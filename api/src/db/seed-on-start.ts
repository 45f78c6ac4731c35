import type { PrismaClient } from '../generated/prisma/client.js';
import type { Config } from '../config.js';

/** The demo data's seed (prisma/seed), handed in by the process's entry point. */
export type SeedDemoData = (
  prisma: PrismaClient,
  options: { mediaDir: string; log: (message: string) => void },
) => Promise<{ created: boolean }>;

/**
 * Seeds demo data on start: always for the embedded database (SEED_ON_START=auto), never for a
 * real PostgreSQL unless SEED_ON_START=true. The seed itself is idempotent.
 */
export async function seedIfWanted(prisma: PrismaClient, config: Config, seedDatabase: SeedDemoData): Promise<void> {
  const wanted = config.SEED_ON_START === 'true' || (config.SEED_ON_START === 'auto' && !config.DATABASE_URL);
  if (!wanted) return;
  const { created } = await seedDatabase(prisma, { mediaDir: config.mediaDir, log: (m) => console.log(`[seed] ${m}`) });
  if (created) console.log('Seeded demo data.');
}
