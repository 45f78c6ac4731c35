import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import { loggablePath, requestLogger } from './request-log.js';

/** Body-parser failures, by its error `type`, in words a client can act on. */
const BODY_PROBLEMS: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body has an unsupported content encoding.',
  'charset.unsupported': 'The request body has an unsupported character set.',
  'request.aborted': 'The request body did not arrive in full.',
  'request.size.invalid': 'The request body did not arrive in full.',
  'stream.encoding.set': 'The request body could not be read.',
};

interface Refusal {
  status: number;
  message: string;
}

/** The status and the words for an error no route answered itself; 500s get the generic text. */
function refusalOf(err: unknown, req: Request, context: string): Refusal {
  const e = err as { status?: unknown; type?: unknown; message?: unknown; expose?: unknown } | null;
  const status = typeof e?.status === 'number' && e.status >= 400 && e.status < 600 ? e.status : 500;
  if (status >= 500) {
    // The path without its query string: reset and confirmation tokens travel there.
    requestLogger(req).error({ err, context }, `${req.method} ${loggablePath(req.originalUrl)} failed`);
    return { status, message: GENERIC_ERROR_MESSAGE };
  }
  const known = typeof e?.type === 'string' ? BODY_PROBLEMS[e.type] : undefined;
  const own = e?.expose !== false && typeof e?.message === 'string' ? e.message : undefined;
  return { status, message: known ?? own ?? 'The request could not be understood.' };
}

/**
 * The last word on errors no route answered itself (a body that is not JSON, one over the size
 * limit, a failure inside a handler): the caller's mistakes are named, anything else is the generic
 * text, and stack traces appear only in development.
 */
export function errorAnswer(opts: { stackTraces: boolean }): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const { status, message } = refusalOf(err, req, 'http');
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .json({ error: message, ...(opts.stackTraces && err instanceof Error ? { stack: err.stack } : {}) });
  };
}

/**
 * The same, shaped as a GraphQL response for /graphql clients: `{ errors: [{ message, extensions:
 * { code } }] }`, BAD_REQUEST for a body that cannot be read, PAYLOAD_TOO_LARGE over the limit.
 */
export function graphqlErrorAnswer(): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const { status, message } = refusalOf(err, req, 'graphql');
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .json({ errors: [{ message, extensions: { code } }] });
  };
}

/**
 * Every 401 names the scheme it wants (RFC 6750): `Bearer realm="adire"`, with
 * `error="invalid_token"` when the request carried a bearer token that was refused.
 */
export function bearerChallenge(): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      if (status === 401 && !res.getHeader('WWW-Authenticate')) res.setHeader('WWW-Authenticate', challengeFor(req));
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    next();
  };
}

export function challengeFor(req: Pick<Request, 'get'>): string {
  const presented = /^bearer\s+\S/i.test(req.get('authorization') ?? '');
  return presented
    ? 'Bearer realm="adire", error="invalid_token", error_description="The access token is invalid or has expired."'
    : 'Bearer realm="adire"';
}
