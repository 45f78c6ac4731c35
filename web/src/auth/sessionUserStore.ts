import type { StateStore } from 'oidc-client-ts';
import { sessionIsRemembered } from './rememberMe';

const PREFIX = 'oidc.';

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
