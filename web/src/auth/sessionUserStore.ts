import type { StateStore } from 'oidc-client-ts';
import { sessionIsRemembered } from './rememberMe';

const PREFIX = 'oidc.';
/** The OpenID client keeps the signed-in user under `user:<authority>:<client id>`. */
const USER_KEY_PREFIX = `${PREFIX}user:`;

function storedUserKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(USER_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/**
 * Whether a signed-in user is stored in this tab or browser, read without the OpenID client so
 * that a visitor who is not signed in never has to download it.
 */
export function hasStoredUser(): boolean {
  try {
    return storedUserKeys(localStorage).length > 0 || storedUserKeys(sessionStorage).length > 0;
  } catch {
    // Without storage no session can have been kept.
    return false;
  }
}

/** Forgets every stored user; for when the OpenID client itself cannot be loaded to do it. */
export function forgetStoredUsers(): void {
  try {
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of storedUserKeys(storage)) storage.removeItem(key);
    }
  } catch {
    // Without storage nothing was kept.
  }
}

/**
 * Where the signed-in user's tokens live: localStorage when 'Remember me' was ticked (the session
 * survives closing the tab), sessionStorage otherwise. Reads look in both, so switching the choice
 * at the next sign-in never strands an old session; writes and removals clear the other one.
 */
export class SessionUserStore implements StateStore {
  private preferred(): Storage {
    return sessionIsRemembered() ? localStorage : sessionStorage;
  }

  private other(): Storage {
    return sessionIsRemembered() ? sessionStorage : localStorage;
  }

  async set(key: string, value: string): Promise<void> {
    this.other().removeItem(PREFIX + key);
    this.preferred().setItem(PREFIX + key, value);
  }

  async get(key: string): Promise<string | null> {
    return this.preferred().getItem(PREFIX + key) ?? this.other().getItem(PREFIX + key);
  }

  async remove(key: string): Promise<string | null> {
    const value = await this.get(key);
    localStorage.removeItem(PREFIX + key);
    sessionStorage.removeItem(PREFIX + key);
    return value;
  }

  async getAllKeys(): Promise<string[]> {
    const keys = new Set<string>();
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(PREFIX)) keys.add(key.slice(PREFIX.length));
      }
    }
    return [...keys];
  }
}
