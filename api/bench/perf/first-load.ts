import { gzipSync } from 'node:zlib';
import type { BuiltApp } from './built-app.js';

/**
 * A public route and the module its router entry loads: `lazy` imports it, or the router imports it
 * outright (then it is in the entry chunks already). Paths are relative to Vite's root (web/).
 */
export interface RouteModule {
  route: string;
  pageModule: string;
  /**
   * Gzipped first-load JavaScript this route may not exceed: what it measures now plus ~3 KiB.
   * The target is 150 KiB (TARGETS); the vendor chunks every page needs (react-dom, relay,
   * react-router, styled-components) are ~167 KiB on their own, so the ceilings stop the pages
   * from growing while the target stays out of reach (docs/performance.md). Lower them as
   * pages shrink.
   */
  ceilingKiB: number;
}

/** The public pages a visitor lands on, as web/src/router.tsx and its route lists declare them. */
export const PUBLIC_ROUTE_MODULES: RouteModule[] = [
  { route: '/', pageModule: 'src/pages/home/HomePage.tsx', ceilingKiB: 216 },
  { route: '/directory', pageModule: 'src/pages/directory/DirectoryPage.tsx', ceilingKiB: 227 },
  { route: '/brand/:id', pageModule: 'src/pages/brand/BrandPage.tsx', ceilingKiB: 239 },
  { route: '/product/:productId', pageModule: 'src/pages/product/ProductPage.tsx', ceilingKiB: 236 },
  { route: '/collections', pageModule: 'src/pages/collections/CollectionsPage.tsx', ceilingKiB: 227 },
  { route: '/tailors', pageModule: 'src/pages/tailors/TailorsPage.tsx', ceilingKiB: 223 },
];

export interface FirstLoad {
  route: string;
  /** Chunk → gzip bytes, largest first. */
  chunks: [string, number][];
  gzipBytes: number;
}

/** Every chunk the given ones import statically, however deep, the given ones included. */
export function staticClosure(app: BuiltApp, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    queue.push(...app.staticImports(chunk));
  }
  return seen;
}

/**
 * The JavaScript a first visit to the route downloads: what index.html loads, plus the route's page
 * chunk with everything it imports statically (its `lazy` import and Vite's preload of its
 * dependencies fetch exactly those). Chunks loaded later on demand (dialogs, the editor, other
 * routes) are not counted. Sizes are gzip at zlib's default level, as the server would send them.
 */
export function firstLoad(app: BuiltApp, { route, pageModule }: Pick<RouteModule, 'route' | 'pageModule'>): FirstLoad {
  const pageChunks = app.chunksOf(pageModule);
  if (pageChunks.length === 0)
    throw new Error(`${route}: no built chunk holds ${pageModule}; has the page moved? Update PUBLIC_ROUTE_MODULES.`);
  const chunks = [...staticClosure(app, [...app.entryChunks, ...pageChunks])]
    .map((chunk): [string, number] => [chunk, gzipSync(app.bytes(chunk)).length])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { route, chunks, gzipBytes: chunks.reduce((sum, [, bytes]) => sum + bytes, 0) };
}
