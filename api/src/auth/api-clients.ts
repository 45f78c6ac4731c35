import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.js';

/**
 * Machine clients (integrators) use the client-credentials grant with HTTP Basic authentication.
 * Their secrets are 256 random bits, so a plain SHA-256 is a sufficient one-way hash (a slow hash
 * protects guessable passwords, not random keys). oidc-provider compares secrets through
 * `compareClientSecret`, which we point at `clientSecretMatches`.
 */
const HASH_PREFIX = 'sha256$';

export function hashClientSecret(secret: string): string {
  return HASH_PREFIX + createHash('sha256').update(secret).digest('base64url');
}

export function clientSecretMatches(presented: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashClientSecret(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function isActiveApiClient(prisma: PrismaClient, clientId: string): Promise<boolean> {
  const client = await prisma.apiClient.findUnique({ where: { clientId }, select: { revokedAt: true } });
  return !!client && !client.revokedAt;
}

export interface CreatedApiClient {
  clientId: string;
  clientSecret: string;
  name: string;
}

/** Stores a new machine client and returns its secret, which is not kept anywhere and cannot be shown again. */
export async function createApiClient(prisma: PrismaClient, name: string): Promise<CreatedApiClient> {
  const clientId = newClientId(name);
  const clientSecret = randomBytes(32).toString('base64url');
  await prisma.apiClient.create({ data: { clientId, name, secretHash: hashClientSecret(clientSecret) } });
  return { clientId, clientSecret, name };
}

/** A readable, unguessable client id: the name as a slug and 48 random bits. */
export function newClientId(name: string): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 32) || 'client';
  return `${slug}-${randomBytes(6).toString('hex')}`;
}
