import type { KoaContextWithOIDC } from 'oidc-provider';
import { API_RESOURCE, API_SCOPE } from './api-resource.js';

/**
 * Which audience an access token gets. Tokens for the API are JWTs with the `api` scope (with
 * `openid` they serve userinfo as well: userinfo-audience.ts); the provider's own userinfo accepts
 * only its opaque tokens without an audience. So:
 * - a sign-in that asks for `api` (the web app, integrators calling the API for their users) is
 *   granted the API resource, and its code and refresh tokens yield API tokens by default;
 * - a sign-in that asks for OpenID scopes only ("sign in with Adire") yields userinfo tokens;
 * - a client holding a refresh token gets a userinfo token by asking for OpenID scopes without
 *   `api` (`scope=openid email profile`), or an API token by naming the resource (RFC 8707).
 * Client credentials always target the API.
 */
const requestedScopes = (ctx: KoaContextWithOIDC): Set<string> =>
  new Set(
    String((ctx.oidc.params as { scope?: unknown } | undefined)?.scope ?? '')
      .split(' ')
      .filter(Boolean),
  );

const requestsScopes = (ctx: KoaContextWithOIDC) => !!(ctx.oidc.params as { scope?: unknown } | undefined)?.scope;

/** The resource of a request that names none: at sign-in, the API only when `api` is asked for. */
export function defaultResourceFor(ctx: KoaContextWithOIDC): string | undefined {
  if (ctx.oidc.route === 'token') return API_RESOURCE;
  return requestedScopes(ctx).has(API_SCOPE) ? API_RESOURCE : undefined;
}

/** At the token endpoint: keep the granted API resource unless the client narrowed the scopes to OpenID ones. */
export function tokenIsForTheApi(ctx: KoaContextWithOIDC): boolean {
  return !requestsScopes(ctx) || requestedScopes(ctx).has(API_SCOPE);
}
