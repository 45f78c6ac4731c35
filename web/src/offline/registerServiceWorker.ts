import { markSynced } from './lastSynced';

/**
 * Registers /sw.js, which keeps the app shell for offline use and answers /offline when the
 * network is down. Only in production builds: the dev server's modules must never be cached.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err: unknown) => console.warn('Service worker registration failed', err));
  });
  if (navigator.onLine) markSynced();
  window.addEventListener('online', () => markSynced());
}
