import type { PrismaClient } from '../../api/src/generated/prisma/client.js';
import { SeedClock } from './clock.js';
import { insertPlan } from './insert.js';
import { writeArtwork } from './media.js';
import { buildSeedPlan } from './plan.js';
import { SEED_VERSION } from './site-content.js';
import { seedUserPasswordHashes, setMissingDemoPasswords } from './passwords.js';

export { BRAND_ADMIN_BRAND_IDS, SEED_USERS, type SeedUser } from './users.js';
export { PERMISSIONS, ROLE_PERMISSIONS, type PermissionKey } from './permissions.js';
export { brandIdFor } from './brands.js';
export { tableCounts } from './counts.js';

/** The platform_settings key written last by a completed seed; its presence means "already seeded". */
export const SEED_VERSION_KEY = 'seed_version';

export interface SeedOptions {
  /** Directory served at /media; the generated artwork is written under it. */
  mediaDir: string;
  log?: (msg: string) => void;
  /** Reference moment for relative dates (defaults to now). */
  now?: Date;
}

/**
 * Loads the demo data set. Idempotent: the artwork files are (re)written on every call, but the
 * database rows are inserted only when the seed_version setting is absent. The rows go in with
 * sequential createMany calls and seed_version is written last, so an interrupted run is completed
 * by the next one.
 */
export async function seedDatabase(prisma: PrismaClient, opts: SeedOptions): Promise<{ created: boolean }> {
  const log = opts.log ?? (() => {});
  const plan = buildSeedPlan(new SeedClock(opts.now));

  const written = await writeArtwork(opts.mediaDir, plan.artwork);
  log(`artwork: ${written} of ${plan.artwork.length} files written under ${opts.mediaDir}`);

  const marker = await prisma.platformSetting.findUnique({ where: { key: SEED_VERSION_KEY } });
  if (marker) {
    const passwords = await setMissingDemoPasswords(prisma);
    if (passwords) log(`demo accounts: ${passwords} given their documented password`);
    log(`demo data already present (seed_version ${marker.value}); nothing inserted`);
    return { created: false };
  }
  const passwordHashes = await seedUserPasswordHashes();
  for (const user of plan.users) user.passwordHash = passwordHashes.get(user.email) ?? null;
  await insertPlan(prisma, plan, log);
  await setMissingDemoPasswords(prisma);
  await prisma.platformSetting.create({ data: { key: SEED_VERSION_KEY, value: SEED_VERSION } });
  log(`demo data inserted (seed_version ${SEED_VERSION})`);
  return { created: true };
}
