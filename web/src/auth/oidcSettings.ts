import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { AUTH_CALLBACK_PATH, POST_LOGOUT_PATH } from './oidcPaths';
import { SessionUserStore } from './sessionUserStore';

export const WEB_CLIENT_ID = 'adire-web';
export const SIGN_IN_SCOPE = 'openid profile email offline_access api';

/**
 * The web app as an OpenID client of the API's provider (docs/API.md, "The web app"): authorization
 * code with PKCE, refresh tokens for silent renewal. `prompt=consent` is what makes the provider
 * issue a refresh token for offline_access; the provider adds the API resource on its own.
 */
export function oidcSettings(origin: string): UserManagerSettings {
  return {
    authority: `${origin}/oidc`,
    client_id: WEB_CLIENT_ID,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${POST_LOGOUT_PATH}`,
    response_type: 'code',
    scope: SIGN_IN_SCOPE,
    prompt: 'consent',
    automaticSilentRenew: true,
    // The ID token carries the profile claims; no need to call userinfo as well.
    loadUserInfo: false,
    userStore: new SessionUserStore(),
    // The PKCE verifier and state only need to survive the round trip in this tab.
    stateStore: new WebStorageStateStore({ store: sessionStorage }),
  };
}
