import type { PrismaClient } from '../../api/src/generated/prisma/client.js';
import { hashPassword } from '../../api/src/auth/password.js';
import { SEED_USERS } from './users.js';

// scrypt is slow on purpose; hash each demo password once per process, however often the seed runs.
const hashes = new Map<string, Promise<string>>();

export function seedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** The demo users' password hashes by e-mail. */
export async function seedUserPasswordHashes(): Promise<Map<string, string>> {
  return new Map(
    await Promise.all(SEED_USERS.map(async (u) => [u.email, await seedPasswordHash(u.password)] as const)),
  );
}

/** Gives demo accounts without a password (seeded before passwords were hashed) their documented one. */
export async function setMissingDemoPasswords(prisma: PrismaClient): Promise<number> {
  const missing = await prisma.user.findMany({
    where: { email: { in: SEED_USERS.map((u) => u.email) }, passwordHash: null },
    select: { id: true, email: true },
  });
  for (const user of missing) {
    const seedUser = SEED_USERS.find((u) => u.email === user.email)!;
    await prisma.user.update({
      where: { id: user.id },
      data: { passwordHash: await seedPasswordHash(seedUser.password) },
    });
  }
  return missing.length;
}
