import type { AccessToken, ClientCredentials, JWTStructured, KoaContextWithOIDC } from 'oidc-provider';

/** Where the provider's userinfo endpoint is, below the issuer. */
export const USERINFO_PATH = '/me';

/** The audience that lets an API access token be used at userinfo: the endpoint's URL. */
export const userinfoAudience = (issuer: string) => `${issuer}${USERINFO_PATH}`;

/** The OpenID scopes that carry claims; `offline_access` says nothing about the token's use. */
const CLAIM_SCOPES = new Set(['openid', 'profile', 'email']);

/**
 * Turns an API access token (a JWT for `urn:adire:api`) issued to a user with the `openid` scope
 * into one userinfo accepts as well, as OpenID Connect expects of the token a relying party gets:
 * a second audience, the userinfo endpoint, and the granted OpenID scopes beside `api` in its
 * `scope` (and in the token response's). The API still checks its own audience and the `api`
 * scope, so a token without them (an opaque userinfo token) still cannot call it. Client
 * credentials tokens and tokens asked for without `openid` stay as they are.
 */
export function addUserinfoAudience(
  ctx: KoaContextWithOIDC,
  token: AccessToken | ClientCredentials,
  jwt: JWTStructured,
  audience: string,
): void {
  const grant = ctx.oidc.entities.Grant;
  if (!('accountId' in token) || !token.accountId || !grant) return;
  const source = ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken;
  const asked = ctx.oidc.params?.scope ? String(ctx.oidc.params.scope).split(' ') : source?.scope?.split(' ');
  if (!asked) return;
  const openIdScopes = grant
    .getOIDCScopeFiltered(asked)
    .split(' ')
    .filter((scope) => CLAIM_SCOPES.has(scope));
  if (!openIdScopes.includes('openid')) return;
  const scope = [...openIdScopes, ...String(jwt.payload.scope ?? '').split(' ')].filter(Boolean).join(' ');
  jwt.payload.aud = [...new Set([jwt.payload.aud, audience].flat())];
  jwt.payload.scope = scope;
  token.scope = scope;
}
