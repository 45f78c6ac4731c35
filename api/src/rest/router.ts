import { Router, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { Context } from '../schema/context.js';
import type { ContextFactory } from '../http/context.js';
import { reviewsRoutes } from './reviews.js';

export interface RestDeps {
  server: ApolloServer<Context>;
  context: ContextFactory;
}

/** The documented /api routes; each module maps its routes onto GraphQL documents. */
export function restRouter(server: ApolloServer<Context>, context: ContextFactory): Router {
  const router = Router();
  const deps = { server, context };
  reviewsRoutes(router, deps);
  router.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'API route not found.' });
  });
  return router;
}
