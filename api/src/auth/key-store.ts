import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { PrismaClient } from '../generated/prisma/client.js';

export const SIGNING_ALG = 'RS256';

export interface KeyMaterial {
  /** Private JWKs for oidc-provider; the first one signs. */
  signingKeys: JWK[];
  /** The same keys without their private parts, for verifying access tokens locally. */
  publicKeys: JWK[];
  /** Cookie-signing secrets; the first one signs, all verify. */
  cookieKeys: string[];
}

// Serialises key creation across processes starting at the same time against one database.
const KEY_CREATION_LOCK = 72_616_470;

/**
 * Loads the token-signing and cookie keys, creating them on first start. Keys live in the database
 * (never in the repository), so every API process signs and verifies with the same ones.
 */
export async function loadOrCreateKeys(prisma: PrismaClient): Promise<KeyMaterial> {
  // An RSA key takes a while to generate on a busy machine: make it before the transaction, so the
  // transaction (and the lock other starting processes wait on) stays short.
  const candidate = (await prisma.signingKey.count()) === 0 ? await newSigningKey() : null;
  const { signing, cookies } = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${KEY_CREATION_LOCK})`;
      let signing = await tx.signingKey.findMany({ orderBy: [{ createdAt: 'desc' }, { kid: 'asc' }] });
      if (signing.length === 0) {
        const created = candidate ?? (await newSigningKey());
        await tx.signingKey.create({ data: { kid: created.kid!, alg: SIGNING_ALG, jwk: created as object } });
        signing = await tx.signingKey.findMany({ orderBy: [{ createdAt: 'desc' }, { kid: 'asc' }] });
      }
      let cookies = await tx.cookieKey.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
      if (cookies.length === 0) {
        await tx.cookieKey.create({ data: { secret: randomBytes(32).toString('base64url') } });
        cookies = await tx.cookieKey.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
      }
      return { signing, cookies };
    },
    // Other processes starting at the same moment queue on the lock.
    { maxWait: 30_000, timeout: 30_000 },
  );
  const signingKeys = signing.map((k) => k.jwk as JWK);
  return { signingKeys, publicKeys: signingKeys.map(publicPart), cookieKeys: cookies.map((c) => c.secret) };
}

/** The public halves of every stored signing key, newest first (verifiers reload these). */
export async function loadPublicKeys(prisma: PrismaClient): Promise<JWK[]> {
  const rows = await prisma.signingKey.findMany({ orderBy: [{ createdAt: 'desc' }, { kid: 'asc' }] });
  return rows.map((row) => publicPart(row.jwk as JWK));
}

/**
 * Rotation: a new key signs from the next start of each process on; the keys it replaces stay
 * published for verification until `retainMs` after they stopped signing, then go. Returns the new
 * key id and the retired ones.
 */
export async function rotateSigningKey(
  prisma: PrismaClient,
  retainMs: number,
  now = new Date(),
): Promise<{ kid: string; retired: string[] }> {
  const created = await newSigningKey();
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${KEY_CREATION_LOCK})`;
    await tx.signingKey.create({
      data: { kid: created.kid!, alg: SIGNING_ALG, jwk: created as object, createdAt: now },
    });
    const keys = await tx.signingKey.findMany({
      orderBy: [{ createdAt: 'desc' }, { kid: 'asc' }],
      select: { kid: true, createdAt: true },
    });
    // A key stopped signing when the next newer one was created.
    const retired = keys
      .slice(1)
      .filter((_key, i) => keys[i]!.createdAt.getTime() < now.getTime() - retainMs)
      .map((key) => key.kid);
    if (retired.length) await tx.signingKey.deleteMany({ where: { kid: { in: retired } } });
    return { kid: created.kid!, retired };
  });
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomBytes(12).toString('base64url'), alg: SIGNING_ALG, use: 'sig' };
}

function publicPart(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
  ) as JWK;
}
