import { randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { hashClientSecret, newClientId } from './api-clients.js';

/**
 * Third-party applications that sign their users in with Adire: authorization code with PKCE
 * (S256, required for every client), shown a consent page. Each has an api_clients row (name,
 * revocation, and the secret's hash for a confidential client) and its redirect addresses in
 * oidc_payloads under the model below, which never expires.
 */
export const REGISTRATION_MODEL = 'ClientRegistration';

interface Registration {
  redirect_uris: string[];
  /** A public client (a browser or mobile app) holds no secret; PKCE alone binds its codes. */
  public: boolean;
}

export interface ThirdPartyClientInput {
  name: string;
  redirectUris: string[];
  public: boolean;
}

export interface CreatedThirdPartyClient {
  clientId: string;
  /** Shown once; absent for a public client. */
  clientSecret?: string;
  name: string;
  redirectUris: string[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a redirect address cannot be registered: absolute, no fragment, https except on this machine. */
export function redirectUriProblem(uri: string): string | undefined {
  const url = URL.parse(uri);
  if (!url) return `"${uri}" is not an absolute URL.`;
  if (url.hash) return `"${uri}" must not contain a fragment (#...).`;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return `"${uri}" must use https (http is accepted for localhost only).`;
}

export async function createThirdPartyClient(
  prisma: PrismaClient,
  input: ThirdPartyClientInput,
): Promise<CreatedThirdPartyClient> {
  const problems = input.redirectUris.map(redirectUriProblem).filter(Boolean);
  if (!input.redirectUris.length) problems.push('At least one redirect URI is required.');
  if (problems.length) throw new Error(problems.join('\n'));
  const clientId = newClientId(input.name);
  // A public client gets a secret nobody ever sees: its row looks like any other, and it cannot authenticate with one.
  const secret = randomBytes(32).toString('base64url');
  const registration: Registration = { redirect_uris: [...new Set(input.redirectUris)], public: input.public };
  await prisma.$transaction([
    prisma.apiClient.create({ data: { clientId, name: input.name, secretHash: hashClientSecret(secret) } }),
    prisma.oidcPayload.create({
      data: { model: REGISTRATION_MODEL, id: clientId, payload: registration as unknown as Prisma.InputJsonValue },
    }),
  ]);
  return {
    clientId,
    clientSecret: input.public ? undefined : secret,
    name: input.name,
    redirectUris: registration.redirect_uris,
  };
}

/** The provider's metadata for a registered third-party client, or undefined when it is a machine client. */
export async function findRegistration(prisma: PrismaClient, clientId: string): Promise<Registration | undefined> {
  const row = await prisma.oidcPayload.findUnique({ where: { model_id: { model: REGISTRATION_MODEL, id: clientId } } });
  return row ? (row.payload as unknown as Registration) : undefined;
}

export function authorizationCodeMetadata(registration: Registration) {
  return {
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: registration.redirect_uris,
    token_endpoint_auth_method: registration.public ? 'none' : 'client_secret_basic',
  };
}
