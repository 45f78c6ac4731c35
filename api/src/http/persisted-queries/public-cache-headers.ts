import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { GATE_COOKIE } from '../../auth/beta-gate.js';
import { outlineOperation } from './operation-outline.js';
import { isPublicQuery } from './public-operations.js';

/** How long browsers and CDNs may reuse a public answer without asking again. */
export const PUBLIC_MAX_AGE_SECONDS = 30;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Caching headers for /graphql answers. A signed-out GET of a public catalogue query (see
 * PUBLIC_ROOT_FIELDS) that answered without errors may be kept for PUBLIC_MAX_AGE_SECONDS.
 * Everything else, including every answer to a caller with a bearer token, is `private, no-store`.
 * What /graphql answers depends on the Authorization header and, while the beta gate is closed, on
 * the gate's cookie: a request with either is never shared, and shared answers say
 * `Vary: Authorization`. (Without the gate's pass a signed-out request is refused while the gate is
 * closed, and refusals are never shared, so no cache can hand gated content to a visitor.)
 *
 * Every GET answered in full, shared or not, carries a strong ETag of its body, and a matching
 * If-None-Match gets a 304 without the body: a page refreshing its data every 30 s pays a few
 * hundred bytes when nothing changed. Private answers stay out of every cache (`no-store`); the web
 * app keeps their bodies in memory and sends the tag itself.
 */
export function publicCacheHeaders(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body === 'string' && !res.headersSent) setCacheHeaders(req, res, body);
      return send(body);
    };
    next();
  };
}

function setCacheHeaders(req: Request, res: Response, body: string): void {
  const complete = req.method === 'GET' && res.statusCode === 200 && answeredInFull(body);
  const shared = complete && mayBeShared(req);
  res.set('Cache-Control', shared ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
  if (!complete) return;
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  res.set('ETag', etag);
  res.vary('Authorization');
  // Answered here rather than by Express's freshness check, which ignores If-None-Match whenever the
  // request says `Cache-Control: no-cache` (as fetch() does for any conditional request it is given).
  if (matchesIfNoneMatch(req.get('if-none-match'), etag)) res.status(304);
}

/** RFC 9110 If-None-Match: `*` or a list of entity tags, compared weakly. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function mayBeShared(req: Request): boolean {
  if (req.get('authorization') || hasCookie(req, GATE_COOKIE)) return false;
  const params = new URL(req.url, 'http://localhost').searchParams;
  const query = params.get('query');
  return query !== null && isPublicQuery(outlineOperation(query, params.get('operationName')));
}

function hasCookie(req: Request, name: string): boolean {
  return (req.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** An answer with data and no errors: a partial answer is never worth keeping. */
function answeredInFull(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown };
    return parsed.data != null && parsed.errors === undefined;
  } catch {
    return false;
  }
}
