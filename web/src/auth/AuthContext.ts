import { createContext } from 'react';
import type { User } from 'oidc-client-ts';
import type { Viewer } from './AuthViewer';

export interface AuthApi {
  /** The OpenID session (tokens and ID-token claims), or null when signed out. */
  user: User | null;
  /** The signed-in user as the API knows them (role, permissions), or null. */
  viewer: Viewer | null;
  /** True while the stored session or the viewer is being read. */
  loading: boolean;
  /** Set when the viewer could not be read although there is a session. */
  viewerError: Error | null;
  /** Starts sign-in; after it the browser returns to `redirectTo` (without one, to the target this tab asked for last, else /). */
  signIn: (redirectTo?: string) => Promise<void>;
  /** Ends the session here and at the provider, then shows /login. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthApi | null>(null);
