import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context.js';
import type { ContextFactory } from '../http/context.js';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import { noStore } from './answer.js';
import { challengeOf } from '../auth/insufficient-scope.js';
import { rateLimitedAnswer } from '../http/rate-limits/rate-limited-answer.js';
import { requestLogger } from '../http/request-log.js';
import type { RestDeps, RestOptions } from './deps.js';

/** Mounts a list of routes (the features' list lives in assembly/rest-routes.ts). */
export type RouteList = (router: Router, deps: RestDeps, options: RestOptions) => void;

/** The documented /api routes, every answer `Cache-Control: no-store` unless its route says otherwise. */
export function restRouter(
  server: ApolloServer<Context>,
  context: ContextFactory,
  routes: RouteList,
  options: RestOptions = {},
): Router {
  const router = Router();
  router.use(noStore);
  routes(router, { server, context }, options);
  router.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'API route not found.' });
  });
  router.use(rateLimitedAnswer);
  // An invalid bearer token surfaces here from the context factory; anything else is unexpected.
  router.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    // The caller's own mistakes (a path that is not valid percent-encoding) get the app's 4xx answer.
    const status = (err as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) return next(err);
    if (err instanceof GraphQLError && err.extensions.code === 'UNAUTHENTICATED') {
      const challenge = challengeOf(err);
      if (challenge) res.set('WWW-Authenticate', challenge);
      res.status(401).json({ error: err.message });
      return;
    }
    requestLogger(req).error({ err }, 'unexpected REST error');
    res.status(500).json({ error: GENERIC_ERROR_MESSAGE });
  });
  return router;
}
