/**
 * The GraphQL API as an OAuth resource server: access tokens are JWTs whose audience is this
 * indicator, and `api` is the scope that grants calling it.
 */
export const API_RESOURCE = 'urn:adire:api';
export const API_SCOPE = 'api';

/** OpenID scopes the web client asks for besides the API scope. */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email'] as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
