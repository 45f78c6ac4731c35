import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { cacheControlFor } from './cache-policy.js';
import { CODING_SUFFIX, CONTENT_CODINGS, pickContentCoding, type ContentCoding } from './content-coding.js';

/**
 * Serves the built web app's files from `root`. When the build stored `file.br` / `file.gz` next to a
 * file (web/build/precompress.mjs), the copy the client accepts is sent as is, with the original's
 * Content-Type, its own Content-Length and ETag, and `Vary: Accept-Encoding`; other files are left to
 * the on-the-fly compressor. Fingerprinted `/assets/*` are immutable for a year and a missing one is
 * a 404 (never the app's HTML); everything else is `no-cache`. Paths that are not files fall through.
 */
export function serveWebBuild(root: string): RequestHandler {
  const base = path.resolve(root);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const relative = relativeFilePath(req.path);
    if (!relative) return next();
    const file = path.join(base, relative);
    const original = await fileStats(file);
    if (!original) {
      if (relative.startsWith('assets/')) return void res.status(404).type('text').send('Not found.');
      return next();
    }
    const stored = await storedCopies(file);
    const coding = pickContentCoding(
      req.get('accept-encoding'),
      CONTENT_CODINGS.filter((c) => stored.has(c)),
    );
    const sent = coding === 'identity' ? { path: file, stats: original } : stored.get(coding)!;
    res.set('Cache-Control', cacheControlFor(relative));
    // Set here, as the app leaves ETags to each route; send() answers If-None-Match with it.
    res.set('ETag', statsTag(sent.stats));
    res.type(path.extname(file));
    if (stored.size) res.vary('Accept-Encoding');
    if (coding !== 'identity') res.set('Content-Encoding', coding);
    res.sendFile(sent.path, { cacheControl: false, acceptRanges: false }, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        res.removeHeader('ETag');
        next(err);
      }
    });
  };
}

/** The request path as a path inside the build, or null for directories, dotfiles and escapes. */
function relativeFilePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (!segments.length || segments.some((s) => s.startsWith('.') || s.includes('\\'))) return null;
  return segments.join('/');
}

async function storedCopies(file: string): Promise<Map<ContentCoding, { path: string; stats: Stats }>> {
  const copies = new Map<ContentCoding, { path: string; stats: Stats }>();
  for (const coding of CONTENT_CODINGS) {
    const copy = file + CODING_SUFFIX[coding];
    const stats = await fileStats(copy);
    if (stats) copies.set(coding, { path: copy, stats });
  }
  return copies;
}

/** A weak tag of the file actually sent (each stored copy has its own size, so its own tag). */
function statsTag(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}
