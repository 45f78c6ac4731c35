import { UserManager } from 'oidc-client-ts';
import { oidcSettings } from './oidcSettings';

/**
 * The one OpenID client of the app. Import it through loadUserManager (lazyUserManager.ts), so it is
 * downloaded only when a session exists or a sign-in starts.
 */
export const userManager = new UserManager(oidcSettings(window.location.origin));
