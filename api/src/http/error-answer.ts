import type { ErrorRequestHandler } from 'express';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';

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
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) console.error(`[http] ${req.method} ${req.originalUrl} failed`, err);
    const message =
      status < 500 && err?.expose !== false && typeof err?.message === 'string' ? err.message : GENERIC_ERROR_MESSAGE;
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .json({ error: message, ...(opts.stackTraces && err instanceof Error ? { stack: err.stack } : {}) });
  };
}
