import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { logger } from '../../log/logger.js';
import { requestLogger } from '../request-log.js';
import { acceptsRenderedPages, fillTemplate } from './page-template.js';
import { loadServerBundle, type OperationAnswer, type RenderOperation } from './server-bundle.js';

export interface ServerRenderOptions {
  webDist: string;
  /** The site's public origin: links the page states in full (structured data) start with it. */
  publicUrl: string;
  /** Runs a persisted query as an anonymous caller, for the request being rendered. */
  operationsFor: (req: Request) => (operation: RenderOperation) => Promise<OperationAnswer>;
  /** A render slower than this is abandoned for the plain shell. */
  timeoutMs?: number;
  /** How long a rendered page is sent again as it is; 0 renders every request. */
  reuseMs?: number;
}

export interface ServerRender {
  /** The page for this request with its content rendered in, or null: send the plain shell. */
  page(req: Request): Promise<string | null>;
}

export const SERVER_RENDER_TIMEOUT_MS = 1500;
/**
 * Every anonymous visitor gets the same page for an address, and the data in it may be 30 s old
 * anyway (the public answers' max-age). Reusing a render for 10 s, and letting concurrent requests
 * for one address wait for a single render, keeps a busy page at one render per 10 s instead of
 * one render (100–300 ms of CPU) per visit.
 */
export const RENDERED_PAGE_REUSE_MS = 10_000;
const RENDERED_PAGES_KEPT = 200;
/**
 * Renders running at once; a visit beyond them gets the plain shell. Addresses with ever-new query
 * strings defeat the reuse above, and must not queue up CPU-bound renders behind each other.
 */
export const CONCURRENT_RENDERS = 4;

/**
 * Renders public pages on the server with their data, into the built index.html. Anything that
 * goes wrong (no server bundle, a render that throws, one slower than the time limit) yields null,
 * and the caller sends the plain shell the browser renders by itself.
 */
export async function createServerRender(options: ServerRenderOptions): Promise<ServerRender | null> {
  let bundle;
  try {
    bundle = await loadServerBundle(options.webDist);
  } catch (err) {
    logger.error({ err }, 'the server render bundle could not be loaded; pages are sent as the plain shell');
    return null;
  }
  if (!bundle) return null;
  const template = fs.readFileSync(path.join(options.webDist, 'index.html'), 'utf8');
  if (!acceptsRenderedPages(template)) {
    logger.error('index.html has no <div id="root"></div>; pages are sent as the plain shell');
    return null;
  }
  const timeoutMs = options.timeoutMs ?? SERVER_RENDER_TIMEOUT_MS;
  const render = bundle.render;

  let running = 0;
  async function renderPage(req: Request): Promise<string | null> {
    if (running >= CONCURRENT_RENDERS) return null;
    running += 1;
    try {
      return await renderWithin(req);
    } finally {
      running -= 1;
    }
  }

  async function renderWithin(req: Request): Promise<string | null> {
    const url = new URL(req.originalUrl, options.publicUrl);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    const started = performance.now();
    const requestLog = requestLogger(req);
    try {
      const rendered = await Promise.race([
        render(url, options.operationsFor(req), abort.signal),
        new Promise<null>((resolve) => abort.signal.addEventListener('abort', () => resolve(null))),
      ]);
      if (abort.signal.aborted) {
        requestLog.warn({ path: url.pathname, timeoutMs }, 'server render too slow; sent the plain shell');
        return null;
      }
      if (!rendered) return null;
      requestLog.debug({ path: url.pathname, ms: Math.round(performance.now() - started) }, 'server render');
      return fillTemplate(template, rendered);
    } catch (err) {
      requestLog.error({ err, path: url.pathname }, 'server render failed; sent the plain shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  const reuseMs = options.reuseMs ?? RENDERED_PAGE_REUSE_MS;
  if (reuseMs <= 0) return { page: renderPage };
  // A failed or abandoned render is kept too: retrying it on every visit is what would overload the server.
  const pages = new LRUCache<string, { html: string | null }, Request>({
    max: RENDERED_PAGES_KEPT,
    ttl: reuseMs,
    fetchMethod: async (_key, _stale, { context }) => {
      const html = await renderPage(context);
      // Turned away for being busy: not a result worth keeping.
      return html === null && running >= CONCURRENT_RENDERS ? undefined : { html };
    },
  });
  return {
    async page(req) {
      const kept = await pages.fetch(req.originalUrl, { context: req });
      return kept?.html ?? null;
    },
  };
}
