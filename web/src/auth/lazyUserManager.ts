import type { UserManager } from 'oidc-client-ts';

type LoadedListener = (manager: UserManager) => void;

let loading: Promise<UserManager> | null = null;
let loaded: UserManager | null = null;
const listeners = new Set<LoadedListener>();

/**
 * The OpenID client, downloaded on first use: when a stored session is resumed, a sign-in or
 * sign-out starts, or the sign-in callback runs. A visitor who never signs in never loads it.
 */
export function loadUserManager(): Promise<UserManager> {
  loading ??= import('./userManager').then(
    ({ userManager }) => {
      loaded = userManager;
      for (const listener of listeners) listener(userManager);
      listeners.clear();
      return userManager;
    },
    (error: unknown) => {
      // A failed download (say, offline) is tried again at the next use.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Calls `listener` with the client as soon as it is loaded (at once when it already is), without
 * loading it. Returns the function that stops listening.
 */
export function whenUserManagerLoaded(listener: LoadedListener): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
