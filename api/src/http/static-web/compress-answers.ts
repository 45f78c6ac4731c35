import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves nothing worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const streamed = new WeakSet<Response>();

/**
 * brotli or gzip (by Accept-Encoding, with `Vary: Accept-Encoding`) for every text answer made on
 * the fly: GraphQL and REST JSON, the OpenID pages, HTML. Skipped: types that are compressed
 * already (images, woff2: `compression`'s own list), answers that carry a Content-Encoding (the
 * precompressed web build), Server-Sent Events, and answers that stream — written before their
 * length is known, like the CSV exports — because a compressor holds bytes back until its buffer
 * fills, and a download that streams must keep streaming.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression({ threshold: COMPRESS_THRESHOLD_BYTES, filter: worthCompressing });
  return (req, res, next) => {
    compress(req, res, (err?: unknown) => {
      if (err) return next(err);
      noticeStreaming(res);
      next();
    });
  };
}

function worthCompressing(req: Request, res: Response): boolean {
  if (streamed.has(res)) return false;
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

/** Wraps write() (around the compressor's own) to mark an answer whose first write comes before any length. */
function noticeStreaming(res: Response): void {
  const write = res.write;
  res.write = function (this: Response, ...args: unknown[]) {
    if (!res.headersSent && res.getHeader('Content-Length') === undefined) streamed.add(res);
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as Response['write'];
}
