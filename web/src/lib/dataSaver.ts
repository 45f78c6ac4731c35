/**
 * Data-saver mode, the one place that decides it: on when the visitor switched it on, or when the
 * browser asks to save data (Save-Data: on, navigator.connection.saveData) and the visitor has not
 * switched it off. While it is on, images use smaller variants, the hero slideshow waits for a
 * press of its play button, and nothing is prefetched.
 */

export const DATA_SAVER_STORAGE_KEY = 'adire.dataSaver';

/** The visitor's own choice; null until they make one. */
export type DataSaverChoice = 'on' | 'off' | null;

export interface DataSaverState {
  on: boolean;
  /** Whether the browser asks to save data, whatever the visitor chose. */
  browserAsks: boolean;
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

interface ConnectionLike {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

export interface DataSaverEnvironment {
  storage: KeyValueStore | null;
  connection: ConnectionLike | null;
  /** Where 'storage' events from other tabs arrive. */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export function dataSaverOn(choice: DataSaverChoice, browserAsks: boolean): boolean {
  return choice === null ? browserAsks : choice === 'on';
}

function readChoice(storage: KeyValueStore | null): DataSaverChoice {
  try {
    const value = storage?.getItem(DATA_SAVER_STORAGE_KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return null;
  }
}

export interface DataSaver {
  state(): DataSaverState;
  isOn(): boolean;
  /** The visitor's choice, kept in storage for their next visits. */
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createDataSaver(env: DataSaverEnvironment): DataSaver {
  const listeners = new Set<() => void>();
  let memoryChoice: DataSaverChoice = readChoice(env.storage);
  let snapshot: DataSaverState | null = null;

  const compute = (): DataSaverState => {
    const browserAsks = env.connection?.saveData === true;
    return { on: dataSaverOn(memoryChoice, browserAsks), browserAsks };
  };
  // The same object while nothing changed, as useSyncExternalStore needs.
  const state = () => {
    const next = compute();
    if (!snapshot || snapshot.on !== next.on || snapshot.browserAsks !== next.browserAsks) snapshot = next;
    return snapshot;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key !== DATA_SAVER_STORAGE_KEY) return;
    memoryChoice = readChoice(env.storage);
    notify();
  };

  return {
    state,
    isOn: () => state().on,
    set(on) {
      memoryChoice = on ? 'on' : 'off';
      try {
        env.storage?.setItem(DATA_SAVER_STORAGE_KEY, memoryChoice);
      } catch {
        // Private browsing may refuse storage: the choice then lasts for this page only.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        env.connection?.addEventListener?.('change', notify);
        env.events?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        env.connection?.removeEventListener?.('change', notify);
        env.events?.removeEventListener('storage', onStorage);
      };
    },
  };
}

function browserEnvironment(): DataSaverEnvironment {
  if (typeof window === 'undefined') return { storage: null, connection: null, events: null };
  let storage: KeyValueStore | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection ?? null;
  return { storage, connection, events: window };
}

/** The app's data-saver state: read it here, never from navigator.connection directly. */
export const dataSaver: DataSaver = createDataSaver(browserEnvironment());
