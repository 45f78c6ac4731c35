import type { RequestHandler } from 'express';
import { isLoopbackAddress } from './loopback.js';

/**
 * Lets through only callers on this machine. The address is Express's req.ip, so a reverse proxy
 * on the same host that reports the client (X-Forwarded-For, trusted through TRUST_PROXY) does not
 * open the route. Others get the same 404 as a route that does not exist.
 */
export const loopbackOnly: RequestHandler = (req, res, next) => {
  if (isLoopbackAddress(req.ip)) {
    next();
    return;
  }
  res.status(404).type('text').send('Not found.');
};
