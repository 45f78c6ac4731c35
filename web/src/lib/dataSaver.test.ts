import { describe, expect, it, vi } from 'vitest';
import { createDataSaver, DATA_SAVER_STORAGE_KEY, dataSaverOn, type DataSaverEnvironment } from './dataSaver';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function fakeConnection(saveData: boolean) {
  const listeners = new Set<() => void>();
  return {
    saveData,
    addEventListener: (_type: 'change', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => void listeners.delete(listener),
    change(next: boolean) {
      this.saveData = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function fakeWindow() {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatch: (key: string) => target.dispatchEvent(Object.assign(new Event('storage'), { key })),
  };
}

const env = (parts: Partial<DataSaverEnvironment>): DataSaverEnvironment => ({
  storage: null,
  connection: null,
  events: null,
  ...parts,
});

describe('data-saver state', () => {
  it("follows the browser's request until the visitor chooses", () => {
    expect(dataSaverOn(null, false)).toBe(false);
    expect(dataSaverOn(null, true)).toBe(true);
    expect(dataSaverOn('off', true)).toBe(false);
    expect(dataSaverOn('on', false)).toBe(true);
  });

  it('is off by default and on when the browser asks to save data', () => {
    expect(createDataSaver(env({})).state()).toEqual({ on: false, browserAsks: false });
    expect(createDataSaver(env({ connection: fakeConnection(true) })).state()).toEqual({
      on: true,
      browserAsks: true,
    });
  });

  it("keeps the visitor's choice in storage, and reads it back on the next visit", () => {
    const storage = memoryStorage();
    const first = createDataSaver(env({ storage }));
    first.set(true);
    expect(first.isOn()).toBe(true);
    expect(storage.values.get(DATA_SAVER_STORAGE_KEY)).toBe('on');
    expect(createDataSaver(env({ storage })).isOn()).toBe(true);

    // Switching it off wins over the browser's request.
    const asking = createDataSaver(env({ storage, connection: fakeConnection(true) }));
    asking.set(false);
    expect(asking.state()).toEqual({ on: false, browserAsks: true });
    expect(createDataSaver(env({ storage, connection: fakeConnection(true) })).isOn()).toBe(false);
  });

  it('ignores a stored value it does not know, and storage that refuses', () => {
    expect(createDataSaver(env({ storage: memoryStorage({ [DATA_SAVER_STORAGE_KEY]: 'maybe' }) })).isOn()).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const saver = createDataSaver(env({ storage: refusing }));
    expect(saver.isOn()).toBe(false);
    saver.set(true);
    expect(saver.isOn()).toBe(true);
  });

  it('tells subscribers when the visitor, another tab or the connection changes it', () => {
    const storage = memoryStorage();
    const connection = fakeConnection(false);
    const events = fakeWindow();
    const saver = createDataSaver(env({ storage, connection, events }));
    const listener = vi.fn();
    const unsubscribe = saver.subscribe(listener);

    saver.set(true);
    expect(listener).toHaveBeenCalledTimes(1);

    storage.values.set(DATA_SAVER_STORAGE_KEY, 'off');
    events.dispatch('something-else');
    expect(listener).toHaveBeenCalledTimes(1);
    events.dispatch(DATA_SAVER_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(saver.isOn()).toBe(false);

    storage.values.delete(DATA_SAVER_STORAGE_KEY);
    events.dispatch(DATA_SAVER_STORAGE_KEY);
    connection.change(true);
    expect(listener).toHaveBeenCalledTimes(4);
    expect(saver.state()).toEqual({ on: true, browserAsks: true });

    unsubscribe();
    expect(connection.listeners.size).toBe(0);
    saver.set(false);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('returns the same state object while nothing changes', () => {
    const saver = createDataSaver(env({}));
    expect(saver.state()).toBe(saver.state());
    const before = saver.state();
    saver.set(true);
    expect(saver.state()).not.toBe(before);
  });
});
