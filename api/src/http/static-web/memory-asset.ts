import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { IMMUTABLE } from './cache-policy.js';
import { CONTENT_CODINGS, pickContentCoding, type ContentCoding } from './content-coding.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A file held in memory (a bundle that comes from a package, not from the web build), named by its
 * content so it may be cached for a year. Its compressed copies are made once, on first request, in
 * the background thread pool: brotli at quality 6 (within a few per cent of the best for a fraction
 * of the time) and gzip at level 9. `url` is `${prefix}/${hash}.${extension}`.
 */
export interface MemoryAsset {
  url: string;
  handler: RequestHandler;
}

export function memoryAsset(prefix: string, extension: string, body: Buffer | string): MemoryAsset {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
  const copies = new Map<ContentCoding, Promise<Buffer>>();
  const compressed = (coding: ContentCoding) => {
    let copy = copies.get(coding);
    if (!copy) {
      copy = coding === 'br' ? brotli(bytes, { params: brotliParams(bytes.length) }) : gzip(bytes, { level: 9 });
      copies.set(coding, copy);
    }
    return copy;
  };

  const handler: RequestHandler = async (req, res, next) => {
    try {
      const coding = pickContentCoding(req.get('accept-encoding'), CONTENT_CODINGS);
      const etag = `"${hash}${coding === 'identity' ? '' : `-${coding}`}"`;
      res.set({ 'Cache-Control': IMMUTABLE, ETag: etag });
      res.vary('Accept-Encoding');
      res.type(extension);
      if (
        req
          .get('if-none-match')
          ?.split(',')
          .some((tag) => tag.trim().replace(/^W\//, '') === etag)
      ) {
        res.status(304).end();
        return;
      }
      const sent = coding === 'identity' ? bytes : await compressed(coding);
      if (coding !== 'identity') res.set('Content-Encoding', coding);
      res.set('Content-Length', String(sent.length));
      res.end(req.method === 'HEAD' ? undefined : sent);
    } catch (err) {
      next(err);
    }
  };
  return { url: `${prefix}/${hash}.${extension}`, handler };
}

function brotliParams(size: number) {
  return { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size };
}
