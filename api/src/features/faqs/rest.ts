import type { Router } from 'express';
import type { RestDeps } from '../../rest/router.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';

const FAQS = /* GraphQL */ `
  query RestFaqs($includeInactive: Boolean) {
    faqs(includeInactive: $includeInactive) {
      id
      question
      answer
      category
      pageLocation
      displayOrder
      isActive
    }
  }
`;

interface FaqNode {
  id: string;
  question: string;
  answer: string;
  category: string;
  pageLocation: string;
  displayOrder: number;
  isActive: boolean;
}

/** GET /api/admin/faqs[?include_inactive=true] -> {faqs} (active only; all for super admins who ask), or {error, faqs: []}. */
export function faqRoutes(router: Router, { server, context }: RestDeps) {
  router.get('/admin/faqs', async (req, res) => {
    const includeInactive = req.query.include_inactive === 'true';
    const answer = await runGraphQL<{ faqs: FaqNode[] | null }>(server, context, req, FAQS, { includeInactive });
    if (answer.errors.length || !answer.data?.faqs) {
      answerError(res, answer.errors, { fallback: 'Failed to load FAQs', message: 'always', extra: { faqs: [] } });
      return;
    }
    res.json({
      faqs: answer.data.faqs.map((f) => ({
        id: f.id,
        question: f.question,
        answer: f.answer,
        category: f.category,
        page_location: f.pageLocation,
        display_order: f.displayOrder,
        is_active: f.isActive,
      })),
    });
  });
}
