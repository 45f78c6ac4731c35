/**
 * Just enough of a browser for sign-in tests: a cookie jar (name and path; every test server is on
 * 127.0.0.1) and navigation that follows redirects by hand, the way a browser does.
 */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires?: number;
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export class TestBrowser {
  private cookies: StoredCookie[] = [];

  cookieHeader(url: URL): string {
    const now = Date.now();
    this.cookies = this.cookies.filter((c) => c.expires === undefined || c.expires > now);
    return this.cookies
      .filter((c) => pathMatches(url.pathname, c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  store(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const cookie: StoredCookie = {
        name: pair!.slice(0, eq),
        value: pair!.slice(eq + 1),
        path: url.pathname.replace(/\/[^/]*$/, '') || '/',
      };
      for (const attribute of attributes) {
        const [key, value = ''] = attribute.split('=');
        const k = key!.toLowerCase();
        if (k === 'path') cookie.path = value;
        if (k === 'expires') cookie.expires = Date.parse(value);
        if (k === 'max-age') cookie.expires = Date.now() + Number(value) * 1000;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === cookie.name && c.path === cookie.path));
      if (cookie.expires === undefined || cookie.expires > Date.now()) this.cookies.push(cookie);
    }
  }

  /** One request with the jar's cookies; redirects are not followed. */
  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.store(target, response);
    return response;
  }

  /**
   * Navigates like a browser (Accept: text/html) following redirects until a response is not a
   * redirect or the next address satisfies `stopAt`; returns the last address and response.
   */
  async navigate(
    url: string | URL,
    stopAt: (next: URL) => boolean = () => false,
  ): Promise<{ url: URL; response: Response | null }> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop += 1) {
      const response = await this.request(current, {
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' },
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      await response.arrayBuffer();
      current = new URL(location, current);
      if (stopAt(current)) return { url: current, response: null };
    }
    throw new Error('Too many redirects');
  }

  /** A JSON request the way the web app's pages make them (fetch, same origin, cookies included). */
  async json<T = any>(url: string | URL, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
}
