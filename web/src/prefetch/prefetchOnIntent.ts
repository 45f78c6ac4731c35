import { loadQuery } from 'react-relay';
import { matchPath } from 'react-router';
import { dataSaver } from '../lib/dataSaver';
import { CACHE_LIFETIMES_MS } from '../relay/cacheLifetimes';
import { environment } from '../relay/environment';
import { freshFetchPolicy } from '../relay/freshFetchPolicy';
import { PREFETCH_TARGETS } from './prefetchTargets';

/** How long the pointer rests on a link before it counts as intent (passing over does not). */
export const HOVER_INTENT_MS = 80;

// Links prefetched recently, until when; the prefetched answer is held in the store as long.
const heldUntil = new Map<string, number>();

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function prefetch(href: string): void {
  if (dataSaver.isOn()) return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const key = url.pathname + url.search;
  const now = Date.now();
  if ((heldUntil.get(key) ?? 0) > now) return;
  const pathname = decodedPath(url.pathname);
  if (pathname == null) return;
  for (const target of PREFETCH_TARGETS) {
    // Route params arrive decoded in loaders ('=' rather than '%3D'), so the variables must match.
    const match = matchPath(target.pattern, pathname);
    if (!match) continue;
    heldUntil.set(key, now + CACHE_LIFETIMES_MS.short);
    void target.code().catch(() => undefined);
    const variables = target.variables(match.params, url.searchParams);
    const queryRef = loadQuery(environment, target.query, variables, {
      fetchPolicy: freshFetchPolicy(target.query, variables, 'short'),
    });
    window.setTimeout(() => queryRef.dispose(), CACHE_LIFETIMES_MS.short);
    return;
  }
}

const linkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest('a[href]') : null;

/**
 * Starts loading a brand, collection, product or directory page (its data and code) when the
 * visitor shows intent to open it: resting the pointer on its link, focusing it, or touching it.
 * The click is then answered from the store. Nothing is prefetched in data-saver mode (checked at
 * each intent, so switching it takes effect at once).
 */
export function prefetchOnIntent(root: Document = document): void {
  let hoverTimer: number | undefined;
  root.addEventListener('pointerover', (event) => {
    const link = linkOf(event.target);
    if (!link || event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer);
    hoverTimer = window.setTimeout(() => prefetch(link.href), HOVER_INTENT_MS);
  });
  root.addEventListener('pointerout', (event) => {
    if (linkOf(event.target)) window.clearTimeout(hoverTimer);
  });
  root.addEventListener('focusin', (event) => {
    const link = linkOf(event.target);
    if (link) prefetch(link.href);
  });
  root.addEventListener(
    'touchstart',
    (event) => {
      const link = linkOf(event.target);
      if (link) prefetch(link.href);
    },
    { passive: true },
  );
}
