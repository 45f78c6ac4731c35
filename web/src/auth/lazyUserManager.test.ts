import { beforeEach, describe, expect, it, vi } from 'vitest';

const storedUser = { access_token: 'token-1', expired: false, refresh_token: 'refresh-1', profile: { sub: 'u1' } };
/** How often the OpenID client's module was evaluated, i.e. downloaded in the browser. */
let clientLoads = 0;

function mockOpenIdClient() {
  vi.doMock('./userManager', () => {
    clientLoads += 1;
    return {
      userManager: {
        getUser: vi.fn(async () => storedUser),
        removeUser: vi.fn(async () => {}),
        signinSilent: vi.fn(async () => storedUser),
      },
    };
  });
}

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const USER_KEY = 'oidc.user:https://adire.test/oidc:adire-web';

beforeEach(() => {
  vi.resetModules();
  clientLoads = 0;
  mockOpenIdClient();
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

describe('a visitor who is not signed in', () => {
  it('sends requests without a token and never loads the OpenID client', async () => {
    const { fetchWithSession } = await import('./fetchWithSession');
    const { currentSessionUser } = await import('./sessionRenewal');
    const send = vi.fn(async () => new Response('{}', { status: 200 }));

    await fetchWithSession(send);

    expect(send).toHaveBeenCalledWith(null);
    expect(await currentSessionUser()).toBeNull();
    expect(clientLoads).toBe(0);
  });

  it('does not count the state of an unfinished sign-in as a session', async () => {
    sessionStorage.setItem('oidc.0f3c2b', '{"code_verifier":"v"}');
    const { currentSessionUser } = await import('./sessionRenewal');

    expect(await currentSessionUser()).toBeNull();
    expect(clientLoads).toBe(0);
  });
});

describe('a stored session', () => {
  it.each([
    ['remembered (localStorage)', () => localStorage],
    ['for this tab (sessionStorage)', () => sessionStorage],
  ])('%s loads the OpenID client once and resumes', async (_, storage) => {
    storage().setItem(USER_KEY, '{}');
    const { currentSessionUser } = await import('./sessionRenewal');
    const { whenUserManagerLoaded } = await import('./lazyUserManager');
    const onLoaded = vi.fn();
    whenUserManagerLoaded(onLoaded);

    const [first, second] = await Promise.all([currentSessionUser(), currentSessionUser()]);

    expect(first?.access_token).toBe('token-1');
    expect(second?.access_token).toBe('token-1');
    expect(clientLoads).toBe(1);
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('sends the stored access token', async () => {
    localStorage.setItem(USER_KEY, '{}');
    const { fetchWithSession } = await import('./fetchWithSession');
    const send = vi.fn(async () => new Response('{}', { status: 200 }));

    await fetchWithSession(send);

    expect(send).toHaveBeenCalledWith('token-1');
  });
});

describe('whenUserManagerLoaded', () => {
  it('waits without loading the client, and stops waiting when asked', async () => {
    const { loadUserManager, whenUserManagerLoaded } = await import('./lazyUserManager');
    const kept = vi.fn();
    const dropped = vi.fn();
    whenUserManagerLoaded(kept);
    const stop = whenUserManagerLoaded(dropped);
    stop();
    expect(clientLoads).toBe(0);

    const manager = await loadUserManager();

    expect(kept).toHaveBeenCalledWith(manager);
    expect(dropped).not.toHaveBeenCalled();
    const late = vi.fn();
    whenUserManagerLoaded(late);
    expect(late).toHaveBeenCalledWith(manager);
  });
});
