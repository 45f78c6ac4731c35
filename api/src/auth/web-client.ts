import type { ClientMetadata } from 'oidc-provider';

export const WEB_CLIENT_ID = 'adire-web';

/** Where the Vite dev server runs during development; its pages may complete sign-in too. */
const DEV_WEB_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];

export interface WebClientOptions {
  publicUrl: string;
  webUrl: string;
  /** Also accept the Vite dev server's addresses (everywhere but production). */
  devServer: boolean;
}

export function webOrigins({ publicUrl, webUrl, devServer }: WebClientOptions): string[] {
  return [...new Set([new URL(publicUrl).origin, new URL(webUrl).origin, ...(devServer ? DEV_WEB_ORIGINS : [])])];
}

/**
 * The web app: a public client (no secret; PKCE is required), authorization code with refresh
 * tokens. Being ours, it is granted consent without asking (see first-party-grant.ts).
 */
export function webClientMetadata(options: WebClientOptions): ClientMetadata {
  const origins = webOrigins(options);
  return {
    client_id: WEB_CLIENT_ID,
    client_name: 'Adire',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.map((o) => `${o}/auth/callback`),
    post_logout_redirect_uris: origins.map((o) => `${o}/login`),
  };
}

export const isFirstPartyClient = (clientId: string | undefined): boolean => clientId === WEB_CLIENT_ID;
