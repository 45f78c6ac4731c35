import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { LOCAL_UPLOAD_PATH } from '../storage/local-storage.js';
import { logger as processLogger, type Logger } from '../log/logger.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy may hand us as a request id: short, and safe to echo in a header and a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const MAX_LOGGED_PATH = 300;

/**
 * The request's id: the one a trusted reverse proxy (TRUST_PROXY) sent, when it looks like an id,
 * else a new one. A caller that talks to us directly cannot choose the id our log lines carry.
 */
export function chooseRequestId(req: Request): string {
  const incoming = req.headers['x-request-id'];
  const trusted = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) && trusted?.(req.socket.remoteAddress ?? '', 0))
    return incoming;
  return randomUUID();
}

/**
 * The path as logged: never the query string (reset, confirmation and unsubscribe tokens travel
 * there) and never the signed grant of a local upload URL.
 */
export function loggablePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  if (path.startsWith(`${LOCAL_UPLOAD_PATH}/`)) return `${LOCAL_UPLOAD_PATH}/[grant]`;
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}...` : path;
}

/**
 * The request's logger (its lines carry the request id); the process's logger for a request the
 * request log did not see (an app built without it, as some tests do).
 */
export function requestLogger(req: IncomingMessage): Logger {
  return (req as { log?: Logger }).log ?? processLogger;
}

const pathOf = (req: IncomingMessage) => loggablePath((req as Partial<Request>).originalUrl ?? req.url ?? '');

/**
 * One JSON line per finished request (method, path, status, duration in ms, request id; no headers,
 * cookies or bodies), the X-Request-Id response header, and the request's logger for everything
 * handled after it: `req.log`, which the GraphQL context hands on as `ctx.log`. It is passed along
 * rather than kept in an AsyncLocalStorage, whose promise hooks cost every request a few per cent.
 *
 * Written here rather than with pino-http, which made two child loggers per request and serialized
 * the request into one of them whether or not a line was ever written: about a tenth of a small
 * GraphQL request's time. Here the request's logger is made when something logs through it, and
 * the finished line is built only when its level is on.
 */
export function requestLog(logger: Logger = processLogger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId = chooseRequestId(req);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    // The GraphQL context and the REST shim read the id from here: they see the chosen one.
    req.headers['x-request-id'] = requestId;
    let requestLogger: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (requestLogger ??= logger.child({ requestId })),
    });
    const finished = () => {
      res.off('finish', finished);
      res.off('close', finished);
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const path = pathOf(req);
      logger[level](
        {
          requestId,
          req: { method: req.method, path },
          res: { status: res.statusCode },
          durationMs: Math.round(performance.now() - started),
        },
        `${req.method} ${path} ${res.statusCode}`,
      );
    };
    res.on('finish', finished);
    res.on('close', finished);
    next();
  };
}

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's logger (requestLog): its lines carry the request id. */
    log: Logger;
  }
}
