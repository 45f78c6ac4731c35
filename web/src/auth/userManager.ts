import { UserManager } from 'oidc-client-ts';
import { oidcSettings } from './oidcSettings';

/** The one OpenID client of the app; AuthProvider and the GraphQL fetcher share it. */
export const userManager = new UserManager(oidcSettings(window.location.origin));
