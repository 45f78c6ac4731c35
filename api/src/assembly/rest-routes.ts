// The one list of REST routes: each feature's rest.ts maps its documented routes onto GraphQL documents.
import type { Router } from 'express';
import type { RestDeps, RestOptions } from '../rest/deps.js';
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
import { productsCsvRoutes } from '../features/products/csv/rest.js';
import { reviewsRoutes, reviewWriteRoutes } from '../features/reviews/rest.js';
import { validateRoutes } from '../features/users/rest.js';

/** Mounts every feature's documented /api routes on `router`. */
export function featureRestRoutes(router: Router, deps: RestDeps, options: RestOptions): void {
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
}
