import Provider, { errors, type Configuration } from 'oidc-provider';
import type { PrismaClient } from '../generated/prisma/client.js';
import { ACCESS_TOKEN_TTL_SECONDS, API_RESOURCE, API_SCOPE, OIDC_SCOPES } from './api-resource.js';
import { accessVersionClaim } from './access-version.js';
import { clientSecretMatches } from './api-clients.js';
import { SIGNING_ALG, type KeyMaterial } from './key-store.js';
import { prismaAdapter } from './oidc-adapter.js';
import { defaultResourceFor, tokenIsForTheApi } from './resource-choice.js';
import { errorPage, logoutSource, postLogoutPage } from './oidc-pages.js';
import { isFirstPartyClient, webClientMetadata, webOrigins, type WebClientOptions } from './web-client.js';
import { CLAIMS_BY_SCOPE, accountClaims } from './account-claims.js';
import { clientMayCallFrom } from './client-cors.js';
import { USERINFO_PATH, addUserinfoAudience, userinfoAudience } from './userinfo-audience.js';

export interface OidcProviderOptions extends WebClientOptions {
  prisma: PrismaClient;
  keys: KeyMaterial;
  /** Where the provider is mounted on this server. */
  mountPath: string;
}

const DAY = 24 * 60 * 60;

export function oidcIssuer(publicUrl: string, mountPath = '/oidc'): string {
  return `${publicUrl}${mountPath}`;
}

/**
 * The OpenID Connect provider. Web sign-in: authorization code + PKCE for the public client
 * `adire-web`; integrators: client credentials. Access tokens are JWTs for the API resource.
 */
export function createOidcProvider(opts: OidcProviderOptions): Provider {
  const issuer = oidcIssuer(opts.publicUrl, opts.mountPath);
  const origins = new Set(webOrigins(opts));
  const loginUrl = `${opts.webUrl}/login`;
  const secureCookies = issuer.startsWith('https:');

  const configuration: Configuration = {
    adapter: prismaAdapter(opts.prisma),
    clients: [webClientMetadata(opts)],
    jwks: { keys: opts.keys.signingKeys as never },
    cookies: {
      keys: opts.keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax', secure: secureCookies },
      short: { signed: true, httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    scopes: [...OIDC_SCOPES],
    claims: Object.fromEntries(Object.entries(CLAIMS_BY_SCOPE).map(([scope, names]) => [scope, [...names]])),
    findAccount: async (_ctx, sub) => {
      const user = await opts.prisma.user.findUnique({ where: { id: sub } });
      if (!user) return undefined;
      return { accountId: user.id, claims: () => accountClaims(user) };
    },
    // A user's access tokens carry the access version they were issued under (see access-version.ts).
    extraTokenClaims: async (_ctx, token) =>
      'accountId' in token && token.accountId ? accessVersionClaim(opts.prisma, token.accountId) : undefined,
    interactions: {
      // The interaction cookie is scoped to this path, which the JSON interaction endpoints share.
      url: (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}`,
    },
    routes: { userinfo: USERINFO_PATH },
    // API tokens issued with the openid scope also serve userinfo (userinfo-audience.ts).
    formats: {
      customizers: { jwt: (ctx, token, jwt) => addUserinfoAudience(ctx, token, jwt, userinfoAudience(issuer)) },
    },
    // Authorization code only: no implicit or hybrid flows.
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      // GET /oidc/me: the account's claims for the OpenID scopes. The provider answers for its opaque
      // userinfo tokens (resource-choice.ts), userinfo-route.ts for API tokens issued with openid.
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource: postLogoutPage(loginUrl) },
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx, _client, oneOf) => oneOf ?? defaultResourceFor(ctx),
        useGrantedResource: (ctx) => tokenIsForTheApi(ctx),
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_RESOURCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    // The web app's tokens end with its sign-in session, so signing out also ends its refresh tokens.
    expiresWithSession: (ctx, code) =>
      isFirstPartyClient(ctx.oidc.client?.clientId) || !code.scopes.has('offline_access'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 30 * DAY,
      RefreshToken: (ctx) => {
        // A rotated refresh token inherits what is left of its predecessor's life: 30 days from sign-in.
        const rotated = ctx?.oidc.entities.RotatedRefreshToken;
        return rotated ? rotated.remainingTTL : 30 * DAY;
      },
    },
    // Browser-based clients may call the token, userinfo and revocation endpoints from their own origins.
    clientBasedCORS: (_ctx, origin, client) => clientMayCallFrom(origins, origin, client),
    renderError: errorPage(loginUrl),
  };

  const provider = new Provider(issuer, configuration);
  // Requests reach the provider with Host and X-Forwarded-Proto pinned to the public URL (see
  // public-origin.ts), so every URL it builds starts with the configured public URL.
  provider.proxy = true;
  // Machine clients' secrets are stored hashed (see api-clients.ts).
  provider.Client.prototype.compareClientSecret = function compareClientSecret(
    this: { clientSecret?: string },
    presented: string,
  ) {
    return !!this.clientSecret && clientSecretMatches(presented, this.clientSecret);
  };
  return provider;
}
