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

/** The provider's view of a stored machine client, or undefined when it does not exist or was revoked. */
export async function findApiClientMetadata(prisma: PrismaClient, clientId: string) {
  const client = await prisma.apiClient.findUnique({ where: { clientId } });
  if (!client || client.revokedAt) return undefined;
  return {
    client_id: client.clientId,
    client_name: client.name,
    // The hash stands in for the secret; `compareClientSecret` hashes what the caller presents.
    client_secret: client.secretHash,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  };
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
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 32) || 'client';
  const clientId = `${slug}-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  await prisma.apiClient.create({ data: { clientId, name, secretHash: hashClientSecret(clientSecret) } });
  return { clientId, clientSecret, name };
}
