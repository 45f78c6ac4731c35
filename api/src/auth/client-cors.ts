import { isFirstPartyClient } from './web-client.js';

/**
 * Whether a browser page at `origin` may call the provider's endpoints (token, userinfo,
 * revocation) for a client: the web app from its own origins, another application from the origins
 * of its redirect URIs.
 */
export function clientMayCallFrom(
  webOrigins: ReadonlySet<string>,
  origin: string,
  client: { clientId: string; redirectUris?: readonly string[] },
): boolean {
  return isFirstPartyClient(client.clientId)
    ? webOrigins.has(origin)
    : client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) === true;
}
