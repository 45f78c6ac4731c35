import type { CreatedThirdPartyClient } from './third-party-clients.js';
import { oidcIssuer } from './oidc-provider.js';

/** What `npm run client:create` prints for a third-party application: its credentials and how to sign users in. */
export function thirdPartyClientInstructions(client: CreatedThirdPartyClient, publicUrl: string): string {
  const issuer = oidcIssuer(publicUrl);
  const credentials = client.clientSecret
    ? `  client_id:     ${client.clientId}
  client_secret: ${client.clientSecret}

Store the secret now: only a hash of it is kept, so it cannot be shown again. Authenticate at the
token endpoint with HTTP Basic (client_secret_basic).`
    : `  client_id:     ${client.clientId}

A public client: it has no secret, and PKCE binds each code to the app that asked for it.`;
  return `Created application "${client.name}" (authorization code + PKCE).

${credentials}

Redirect URIs:
${client.redirectUris.map((uri) => `  ${uri}`).join('\n')}

Discovery:  ${issuer}/.well-known/openid-configuration
Authorize:  ${issuer}/auth?response_type=code&client_id=${client.clientId}&redirect_uri=...&scope=openid%20email%20profile%20offline_access%20api&code_challenge=...&code_challenge_method=S256&state=...&prompt=consent
Token:      ${issuer}/token     (the code's access token calls ${publicUrl}/graphql when "api" was asked for)
Userinfo:   ${issuer}/me        (with a token for OpenID scopes: refresh with scope="openid email profile")

Users see a consent page naming "${client.name}" and what it asks for; Deny returns error=access_denied.`;
}
