import type { Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { graphqlRunner } from '../../rest/run-graphql.js';
import { answerBadRequest, answerError, answerRefusal } from '../../rest/answer.js';
import { objectOf, queryText, textOf } from '../../rest/body.js';
import { FAQ_MESSAGES } from './messages.js';
import { faqCategory, faqPageLocation, parseDisplayOrder } from './rules.js';

const FAQ_FIELDS = 'id question answer category pageLocation displayOrder isActive';
const FAQS = /* GraphQL */ `
  query RestFaqs($includeInactive: Boolean) {
    faqs(includeInactive: $includeInactive) { ${FAQ_FIELDS} }
  }
`;
const CREATE = /* GraphQL */ `
  mutation RestCreateFaq($input: CreateFaqInput!) {
    createFaq(input: $input) { faq { ${FAQ_FIELDS} } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation RestUpdateFaq($input: UpdateFaqInput!) {
    updateFaq(input: $input) { faq { ${FAQ_FIELDS} } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation RestDeleteFaq($id: ID!) {
    deleteFaq(id: $id) {
      deletedFaqId
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

/** An FAQ in the spec's names; page locations written as the spec writes them ('how-it-works'). */
const restFaq = (f: FaqNode) => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  category: f.category,
  page_location: f.pageLocation.replace(/_/g, '-'),
  display_order: f.displayOrder,
  is_active: f.isActive,
});

type FaqInput = Record<string, unknown>;

/**
 * The JSON body's fields as the mutations' input: on create every field (question and answer as
 * text, so a missing one gets the spec's message), on update only those present. Values the API
 * cannot take are refused here with a field message.
 */
function faqInput(body: Record<string, unknown>, create: boolean): { input: FaqInput; errors: Record<string, string> } {
  const input: FaqInput = {};
  const errors: Record<string, string> = {};
  const present = (field: string) => create || body[field] !== undefined;
  if (present('question')) input.question = textOf(body.question) ?? '';
  if (present('answer')) input.answer = textOf(body.answer) ?? '';
  if (body.category != null && body.category !== '') {
    const category = faqCategory(textOf(body.category) ?? '');
    if (category) input.category = category;
    else errors.category = FAQ_MESSAGES.category;
  }
  if (body.page_location != null && body.page_location !== '') {
    const location = faqPageLocation(textOf(body.page_location) ?? '');
    if (location) input.pageLocation = location;
    else errors.page_location = FAQ_MESSAGES.pageLocation;
  }
  if (present('display_order')) {
    const order = parseDisplayOrder(body.display_order);
    if (order === null) errors.display_order = FAQ_MESSAGES.displayOrder;
    else input.displayOrder = order;
  }
  if (body.is_active != null) {
    const active =
      body.is_active === true || body.is_active === 'true'
        ? true
        : body.is_active === false || body.is_active === 'false'
          ? false
          : null;
    if (active === null) errors.is_active = FAQ_MESSAGES.isActive;
    else input.isActive = active;
  }
  return { input, errors };
}

/** What a successful update says: activated or deactivated when only the switch changed. */
function updatedMessage(input: FaqInput): string {
  const fields = Object.keys(input).filter((key) => key !== 'id');
  if (fields.length === 1 && fields[0] === 'isActive')
    return input.isActive ? FAQ_MESSAGES.activated : FAQ_MESSAGES.deactivated;
  return FAQ_MESSAGES.updated;
}

/**
 * GET /api/admin/faqs[?include_inactive=true] -> {faqs} (active only; all for super admins who ask), or {error, faqs: []}.
 * POST /api/admin/faqs {question, answer, category, display_order, page_location, is_active} -> 201 {message, faq}.
 * PUT /api/admin/faqs {id, ...the same fields} -> {message, faq}; {id, is_active} alone is the activate/deactivate switch.
 * DELETE /api/admin/faqs?id= -> {message}.
 * Failures answer {error} (and fieldErrors for bad input): 400, 401, 403, 404.
 */
export function faqRoutes(router: Router, { server, context }: RestDeps) {
  const run = graphqlRunner(server, context);

  router.get('/admin/faqs', async (req, res) => {
    const includeInactive = req.query.include_inactive === 'true';
    const answer = await run<{ faqs: FaqNode[] | null }>(req, FAQS, { includeInactive });
    if (answer.errors.length || !answer.data?.faqs) {
      answerError(res, answer.errors, { fallback: FAQ_MESSAGES.loadFailed, message: 'always', extra: { faqs: [] } });
      return;
    }
    res.json({ faqs: answer.data.faqs.map(restFaq) });
  });

  router.post('/admin/faqs', async (req, res) => {
    const { input, errors } = faqInput(objectOf(req.body), true);
    if (Object.keys(errors).length) return answerBadRequest(res, errors);
    const answer = await run<{ createFaq: { faq: FaqNode } }>(req, CREATE, { input });
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, FAQ_MESSAGES.saveFailed);
    res.status(201).json({ message: FAQ_MESSAGES.created, faq: restFaq(answer.data.createFaq.faq) });
  });

  router.put('/admin/faqs', async (req, res) => {
    const body = objectOf(req.body);
    const id = textOf(body.id)?.trim();
    if (!id) return answerBadRequest(res, { id: FAQ_MESSAGES.idRequired });
    const { input, errors } = faqInput(body, false);
    if (Object.keys(errors).length) return answerBadRequest(res, errors);
    const answer = await run<{ updateFaq: { faq: FaqNode } }>(req, UPDATE, { input: { ...input, id } });
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, FAQ_MESSAGES.updateFailed);
    res.json({ message: updatedMessage(input), faq: restFaq(answer.data.updateFaq.faq) });
  });

  router.delete('/admin/faqs', async (req, res) => {
    const id = queryText(req, 'id') || textOf(objectOf(req.body).id)?.trim();
    if (!id) return answerBadRequest(res, { id: FAQ_MESSAGES.idRequired });
    const answer = await run<{ deleteFaq: { deletedFaqId: string } }>(req, DELETE, { id });
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, FAQ_MESSAGES.deleteFailed);
    res.json({ message: FAQ_MESSAGES.deleted });
  });
}
