import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context.js';
import type { ContextFactory } from '../http/context.js';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import { noStore } from './answer.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { BetaGate } from '../auth/beta-gate.js';
import { challengeOf } from '../auth/insufficient-scope.js';
import { rateLimitedAnswer } from '../http/rate-limits/rate-limited-answer.js';
// The one list of REST routes: each feature's rest.ts maps its documented routes onto GraphQL documents.
import { passwordGateRoutes } from '../features/account/rest.js';
import { analyticsRoutes } from '../features/analytics/rest.js';
import { designerApplicationRoutes, studioApplicationRoutes } from '../features/applications/rest.js';
import { studioBrandRoutes } from '../features/brands/rest.js';
import { contactRoutes } from '../features/contact/rest.js';
import { faqRoutes } from '../features/faqs/rest.js';
import { leadsRoutes } from '../features/leads/rest.js';
import { legalDocumentRoutes } from '../features/legal/rest.js';
import { uploadDiagnosticsRoutes } from '../features/media/rest.js';
import { newsletterRoutes } from '../features/newsletter/rest.js';
import { ordersRoutes } from '../features/orders/rest.js';
import { studioProductRoutes } from '../features/products/rest.js';
import { productsCsvRoutes } from '../features/products/csv-rest.js';
import { reviewsRoutes, reviewWriteRoutes } from '../features/reviews/rest.js';
import { validateRoutes } from '../features/users/rest.js';
import { requestLogger } from '../http/request-log.js';

export interface RestDeps {
  server: ApolloServer<Context>;
  context: ContextFactory;
}

export interface RestOptions {
  /** The beta gate (open when GATE_PASSWORD is unset); its route sets the gate pass. */
  gate?: BetaGate;
  /** Counts wrong gate passwords per address, like failed sign-ins. */
  gateThrottle?: LoginThrottle;
}

/** The documented /api routes, every answer `Cache-Control: no-store` unless its route says otherwise. */
export function restRouter(server: ApolloServer<Context>, context: ContextFactory, options: RestOptions = {}): Router {
  const router = Router();
  const deps = { server, context };
  router.use(noStore);
  reviewsRoutes(router, deps);
  reviewWriteRoutes(router, deps);
  contactRoutes(router, deps);
  newsletterRoutes(router, deps);
  faqRoutes(router, deps);
  designerApplicationRoutes(router, deps);
  studioApplicationRoutes(router, deps);
  studioBrandRoutes(router, deps);
  studioProductRoutes(router, deps);
  productsCsvRoutes(router, deps);
  legalDocumentRoutes(router, deps);
  passwordGateRoutes(router, options.gate, options.gateThrottle);
  validateRoutes(router, deps);
  uploadDiagnosticsRoutes(router, deps);
  ordersRoutes(router, deps);
  leadsRoutes(router, deps);
  analyticsRoutes(router, deps);
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
