import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context.js';
import type { ContextFactory } from '../http/context.js';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import { reviewsRoutes } from './reviews.js';
import { reviewWriteRoutes } from './reviews-write.js';
import { contactRoutes } from './contact.js';
import { newsletterRoutes } from './newsletter.js';
import { faqRoutes } from './faqs.js';
import { designerApplicationRoutes } from './designer-application.js';
import { legalDocumentRoutes } from './legal-documents.js';
import { passwordGateRoutes } from './auth-password-gate.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { validateRoutes } from './auth-validate.js';
import { uploadDiagnosticsRoutes } from './upload-diagnostics.js';
import { ordersRoutes } from './orders.js';
import { leadsRoutes } from '../features/leads/rest.js';
import { analyticsRoutes } from './analytics.js';

export interface RestDeps {
  server: ApolloServer<Context>;
  context: ContextFactory;
}

export interface RestOptions {
  /** The beta gate's password; the gate is open when unset. */
  gatePassword?: string;
  /** Counts wrong gate passwords per address, like failed sign-ins. */
  gateThrottle?: LoginThrottle;
}

/** The documented /api routes; each module maps its routes onto GraphQL documents. */
export function restRouter(server: ApolloServer<Context>, context: ContextFactory, options: RestOptions = {}): Router {
  const router = Router();
  const deps = { server, context };
  reviewsRoutes(router, deps);
  reviewWriteRoutes(router, deps);
  contactRoutes(router, deps);
  newsletterRoutes(router, deps);
  faqRoutes(router, deps);
  designerApplicationRoutes(router, deps);
  legalDocumentRoutes(router, deps);
  passwordGateRoutes(router, options.gatePassword, options.gateThrottle);
  validateRoutes(router, deps);
  uploadDiagnosticsRoutes(router, deps);
  ordersRoutes(router, deps);
  leadsRoutes(router, deps);
  analyticsRoutes(router, deps);
  router.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'API route not found.' });
  });
  // An invalid bearer token surfaces here from the context factory; anything else is unexpected.
  router.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof GraphQLError && err.extensions.code === 'UNAUTHENTICATED') {
      res.status(401).json({ error: err.message });
      return;
    }
    console.error('[rest] unexpected error', err);
    res.status(500).json({ error: GENERIC_ERROR_MESSAGE });
  });
  return router;
}
