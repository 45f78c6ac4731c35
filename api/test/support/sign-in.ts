import * as oidc from 'openid-client';
import { TestBrowser } from './browser.js';

export const WEB_CLIENT_ID = 'adire-web';
export const WEB_SCOPE = 'openid profile email offline_access api';

/** openid-client (a stock relying-party library) configured for the web client against a test server. */
export async function webClient(serverUrl: string): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(`${serverUrl}/oidc`), WEB_CLIENT_ID, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
}

export interface StartedSignIn {
  browser: TestBrowser;
  uid: string;
  /** Where the provider sent the browser: the web app's /login page with the interaction id. */
  loginPage: URL;
  finish(redirectTo: string): Promise<oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers>;
}

/** Starts authorization code + PKCE in a browser, as the web app's sign-in button does, up to the login page. */
export async function startSignIn(
  serverUrl: string,
  config: oidc.Configuration,
  browser = new TestBrowser(),
): Promise<StartedSignIn> {
  const redirectUri = `${serverUrl}/auth/callback`;
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: WEB_SCOPE,
    prompt: 'consent',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const atLogin = await browser.navigate(authorizationUrl, (next) => next.pathname === '/login');
  const uid = atLogin.url.searchParams.get('interaction');
  if (atLogin.url.pathname !== '/login' || !uid) throw new Error(`Expected the login page, got ${atLogin.url}`);
  return {
    browser,
    uid,
    loginPage: atLogin.url,
    async finish(redirectTo) {
      const callback = await browser.navigate(
        new URL(redirectTo, serverUrl),
        (next) => next.pathname === '/auth/callback',
      );
      if (callback.url.pathname !== '/auth/callback') throw new Error(`Expected the callback, got ${callback.url}`);
      return oidc.authorizationCodeGrant(config, callback.url, { pkceCodeVerifier: verifier, expectedState: state });
    },
  };
}

/** Signs in through the provider's interaction endpoints and returns the tokens. */
export async function signInWithPassword(
  serverUrl: string,
  config: oidc.Configuration,
  email: string,
  password: string,
) {
  const started = await startSignIn(serverUrl, config);
  const login = await started.browser.json<{ redirectTo?: string; message?: string }>(
    `${serverUrl}/oidc/interaction/${started.uid}/login`,
    { email, password, remember: true },
  );
  if (login.status !== 200 || !login.body.redirectTo)
    throw new Error(`Sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  const tokens = await started.finish(login.body.redirectTo);
  return { ...started, tokens };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
