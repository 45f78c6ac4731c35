import type { PrismaClient } from '../generated/prisma/client.js';
import { authorizationCodeMetadata, findRegistration } from './third-party-clients.js';

/**
 * The provider's view of a stored client, or undefined when it does not exist or was revoked: a
 * machine client (client credentials) or a third-party application (third-party-clients.ts).
 */
export async function findApiClientMetadata(prisma: PrismaClient, clientId: string) {
  const client = await prisma.apiClient.findUnique({ where: { clientId } });
  if (!client || client.revokedAt) return undefined;
  const registration = await findRegistration(prisma, clientId);
  const stored = {
    client_id: client.clientId,
    client_name: client.name,
    // The hash stands in for the secret; `compareClientSecret` hashes what the caller presents.
    client_secret: client.secretHash,
  };
  if (registration) return { ...stored, ...authorizationCodeMetadata(registration) };
  return {
    ...stored,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}
