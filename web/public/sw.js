/*
 * Adire's service worker: keeps the app shell (the HTML and its hashed assets) so that, when the
 * network is down, navigations are answered with the /offline page. Only GET requests for pages
 * and static assets are handled; the API (/graphql, /api, /oidc) always goes to the network.
 */
const CACHE = 'adire-shell-v1';
const SHELL = '/offline';
const ASSET = /^\/(assets\/|favicon\.svg$)/;
// Server routes that may be opened as pages (sign-in, tools); they are never answered from here.
const SERVER_PAGES = /^\/(oidc|api|graphql|graphiql|media|media-upload|dev|healthz)(\/|$)/;

async function precacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not fetch the app shell: ${response.status}`);
  const html = await response.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/(?:assets\/[^"]+|favicon\.svg))"/g)].map((m) => m[1]);
  await cache.put(SHELL, response);
  await cache.addAll([...new Set(assets)]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    const shell = await caches.match(SHELL);
    if (!shell) throw new Error('offline and no app shell cached');
    // The shell is the single-page app; on /offline it renders the offline page.
    return new URL(request.url).pathname === SHELL ? shell : Response.redirect(SHELL, 302);
  }
}

async function assetCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Hashed file names never change content, so a fetched asset can be kept as is.
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (SERVER_PAGES.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(pageOrOffline(request));
  else if (ASSET.test(url.pathname)) event.respondWith(assetCacheFirst(request));
});
