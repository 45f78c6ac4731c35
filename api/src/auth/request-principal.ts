import type { PrismaClient } from '../generated/prisma/client.js';
import { bearerToken, type AccessTokenVerifier } from './access-token.js';
import { isActiveApiClient } from './api-clients.js';
import { API_SCOPE } from './api-resource.js';
import { InsufficientScopeError } from './insufficient-scope.js';
import { loadViewer, type Integrator, type Viewer } from './viewer.js';
import { isFirstPartyClient } from './web-client.js';

export interface Principal {
  viewer: Viewer | null;
  integrator: Integrator | null;
  /** When the access token the caller sent expires. */
  tokenExpiresAt?: Date;
}

export const ANONYMOUS: Principal = { viewer: null, integrator: null };

export type PrincipalResolver = (authorization: string | undefined) => Promise<Principal | 'invalid-token'>;

/**
 * Turns an Authorization header into the caller: nobody (no header), a signed-in user, or an
 * integrator. A token that does not verify, whose user or client no longer exists, or that was
 * issued before the user's last password reset, role or brand change (access-version.ts), is
 * 'invalid-token' so that clients learn to refresh or sign in again instead of silently
 * getting signed-out answers. A valid token without the `api` scope is refused with
 * InsufficientScopeError (a 401 whose challenge names the scope): it was not issued for this API.
 */
export function principalResolver(prisma: PrismaClient, verify: AccessTokenVerifier): PrincipalResolver {
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (token === undefined) return ANONYMOUS;
    const subject = token ? await verify(token) : null;
    if (!subject) return 'invalid-token';
    if (!subject.scopes.has(API_SCOPE)) throw new InsufficientScopeError();
    if (subject.kind === 'client') {
      return (await isActiveApiClient(prisma, subject.clientId))
        ? { viewer: null, integrator: { clientId: subject.clientId }, tokenExpiresAt: subject.expiresAt }
        : 'invalid-token';
    }
    // A third-party application's tokens end with its registration; the web app is not stored.
    if (!isFirstPartyClient(subject.clientId) && !(await isActiveApiClient(prisma, subject.clientId)))
      return 'invalid-token';
    const viewer = await loadViewer(prisma, subject.userId, subject.accessVersion);
    return viewer ? { viewer, integrator: null, tokenExpiresAt: subject.expiresAt } : 'invalid-token';
  };
}
