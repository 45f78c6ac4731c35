import { Router, type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import type { PrismaClient } from '../generated/prisma/client.js';
import { bearerToken, type AccessTokenVerifier } from './access-token.js';
import { claimsForScopes } from './account-claims.js';
import { isActiveApiClient } from './api-clients.js';
import { clientMayCallFrom } from './client-cors.js';
import { USERINFO_PATH } from './userinfo-audience.js';
import { isFirstPartyClient } from './web-client.js';

export interface UserinfoRouteDeps {
  provider: Provider;
  prisma: PrismaClient;
  issuer: string;
  /** Verifies a JWT access token for the userinfo audience (signature, issuer, expiry, type). */
  verify: AccessTokenVerifier;
  /** The web app's origins, for CORS. */
  webOrigins: ReadonlySet<string>;
}

const looksLikeJwt = (token: string) => token.split('.').length === 3;

/**
 * Userinfo (`GET`/`POST /oidc/me`) for the API access tokens that carry the userinfo audience (see
 * userinfo-audience.ts): the provider's own endpoint only takes its opaque tokens without an
 * audience, and keeps answering for those (and for anything that is not a JWT in the
 * Authorization header). The checks are the API's (signature, issuer, expiry, a third-party
 * application not revoked, the account still there) with the userinfo audience and the `openid`
 * scope in place of the API's; the answer is the granted scopes' claims, as the provider gives them.
 */
export function userinfoForApiTokens(deps: UserinfoRouteDeps): Router {
  const router = Router();

  const refuse = (res: Response, status: 400 | 401 | 403, error: string, description: string, scope?: string) => {
    if (status !== 400)
      res.set(
        'WWW-Authenticate',
        `Bearer realm="${deps.issuer}", error="${error}", error_description="${description}"${scope ? `, scope="${scope}"` : ''}`,
      );
    res.status(status).json({ error, error_description: description });
  };

  const handle = async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.get('authorization'));
    if (!token || !looksLikeJwt(token)) {
      next();
      return;
    }
    res.set('Cache-Control', 'no-store');
    const subject = await deps.verify(token);
    if (!subject || subject.kind !== 'user') {
      refuse(res, 401, 'invalid_token', 'invalid token provided');
      return;
    }
    const origin = req.get('origin');
    if (origin) {
      const client = await deps.provider.Client.find(subject.clientId);
      if (!client || !clientMayCallFrom(deps.webOrigins, origin, client)) {
        refuse(res, 400, 'invalid_request', `origin ${origin} not allowed for client: ${subject.clientId}`);
        return;
      }
      res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'WWW-Authenticate' });
      res.vary('Origin');
    }
    if (!subject.scopes.has('openid')) {
      refuse(res, 403, 'insufficient_scope', 'access token missing openid scope', 'openid');
      return;
    }
    // A third-party application's tokens end with its registration, as at the API.
    const clientActive =
      isFirstPartyClient(subject.clientId) || (await isActiveApiClient(deps.prisma, subject.clientId));
    const user = clientActive ? await deps.prisma.user.findUnique({ where: { id: subject.userId } }) : null;
    if (!user) {
      refuse(res, 401, 'invalid_token', 'invalid token provided');
      return;
    }
    res.json(claimsForScopes(user, subject.scopes));
  };

  router.get(USERINFO_PATH, handle);
  router.post(USERINFO_PATH, handle);
  return router;
}
