import type { Router } from 'express';
import type { RestDeps } from './router.js';
import { reviewWriteRoutes } from './reviews-write.js';
import { contactRoutes } from './contact.js';
import { newsletterRoutes } from './newsletter.js';
import { faqRoutes } from './faqs.js';
import { designerApplicationRoutes } from './designer-application.js';
import { legalDocumentRoutes } from './legal-documents.js';

/** POST /reviews, /contact, /newsletter/subscribe, /designer-application; GET /admin/faqs, /legal-documents. */
export function siteContentRoutes(router: Router, deps: RestDeps) {
  reviewWriteRoutes(router, deps);
  contactRoutes(router, deps);
  newsletterRoutes(router, deps);
  faqRoutes(router, deps);
  designerApplicationRoutes(router, deps);
  legalDocumentRoutes(router, deps);
}
