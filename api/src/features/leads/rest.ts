import type { Request, Response, Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { graphqlRunner } from '../../rest/run-graphql.js';
import { answerBadRequest, answerRefusal } from '../../rest/answer.js';
import { cursorAtOffset } from '../../rest/offset-paging.js';
import { objectOf, queryText, textOf } from '../../rest/body.js';
import { LEAD_MESSAGES } from './messages.js';
import { restAnalytics, restInteraction, restLead } from './rest-answers.js';
import {
  ADD_INTERACTION,
  ANALYTICS,
  CREATE,
  CURSORS,
  DELETE,
  LIST,
  UPDATE,
  type AnalyticsNode,
  type InteractionNode,
  type LeadNode,
} from './rest-documents.js';
import { LEADS_PAGE_SIZE, leadInput, listRequest } from './rest-requests.js';

const badRequest = answerBadRequest;

type LeadCursors = { leads: { edges: { cursor: string }[] } };

// ---------------------------------------------------------------- routes

export function leadsRoutes(router: Router, { server, context }: RestDeps) {
  const run = graphqlRunner(server, context);

  async function list(req: Request, res: Response) {
    const { request, errors } = listRequest(req);
    if (Object.keys(errors).length) return badRequest(res, errors);
    const skipped = await cursorAtOffset(request.offset, LEADS_PAGE_SIZE, async (first, after) => {
      const answer = await run<LeadCursors>(req, CURSORS, { ...request.variables, first, after });
      return { errors: answer.errors, data: answer.data?.leads.edges ?? null };
    });
    if (skipped.errors.length) return answerRefusal(res, skipped.errors, LEAD_MESSAGES.fetchFailed);
    const answer = await run<{ leads: { totalCount: number; edges: { node: LeadNode }[] } }>(req, LIST, {
      ...request.variables,
      first: request.limit,
      after: skipped.after,
    });
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, LEAD_MESSAGES.fetchFailed);
    res.json({ leads: answer.data.leads.edges.map((e) => restLead(e.node)), total: answer.data.leads.totalCount });
  }

  async function analytics(req: Request, res: Response) {
    const answer = await run<{ leadAnalytics: AnalyticsNode }>(req, ANALYTICS);
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, LEAD_MESSAGES.analyticsFailed);
    res.json({ analytics: restAnalytics(answer.data.leadAnalytics) });
  }

  // GET /api/leads?action=list&page=&limit=&offset=&search=&status=&source=&priority=&brand_id=&sort_by=&sort_order=  ->  { leads, total }
  // GET /api/leads?action=analytics  ->  { analytics }
  router.get('/leads', async (req, res) => {
    const action = queryText(req, 'action') || 'list';
    if (action === 'list') return list(req, res);
    if (action === 'analytics') return analytics(req, res);
    res.status(400).json({ error: "Unknown action: use 'list' or 'analytics'" });
  });

  // PUT /api/leads { id, data: { status, priority, notes, estimated_value, ... } } (or the fields next to id)  ->  { lead }
  router.put('/leads', async (req, res) => {
    const body = objectOf(req.body);
    const id = textOf(body.id)?.trim();
    if (!id) return badRequest(res, { id: LEAD_MESSAGES.idRequired });
    const { input, errors } = leadInput(body.data !== undefined ? objectOf(body.data) : body, false);
    if (Object.keys(errors).length) return badRequest(res, errors);
    const answer = await run<{ updateLead: { lead: LeadNode } }>(req, UPDATE, { input: { ...input, id } });
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, LEAD_MESSAGES.updateFailed);
    res.json({ lead: restLead(answer.data.updateLead.lead) });
  });

  // DELETE /api/leads?id=  (or a JSON body { id })  ->  { success: true }
  router.delete('/leads', async (req, res) => {
    const id = queryText(req, 'id') || textOf(objectOf(req.body).id)?.trim();
    if (!id) return badRequest(res, { id: LEAD_MESSAGES.idRequired });
    const answer = await run<{ deleteLead: { deletedLeadId: string } }>(req, DELETE, { id });
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, LEAD_MESSAGES.deleteFailed);
    res.json({ success: true });
  });

  // POST /api/leads { brand_id, customer_name, customer_email, ... }  ->  201 { lead }
  // POST /api/leads { action: 'interaction', lead_id, kind, note }  ->  201 { interaction }
  router.post('/leads', async (req, res) => {
    const body = objectOf(req.body);
    if ((textOf(body.action) ?? queryText(req, 'action')) === 'interaction') {
      const leadId = textOf(body.lead_id)?.trim();
      if (!leadId) return badRequest(res, { lead_id: LEAD_MESSAGES.idRequired });
      const input = { leadId, kind: textOf(body.kind) ?? '', note: textOf(body.note) };
      const answer = await run<{ addLeadInteraction: { interaction: InteractionNode; lead: { databaseId: string } } }>(
        req,
        ADD_INTERACTION,
        { input },
      );
      if (answer.errors.length || !answer.data)
        return answerRefusal(res, answer.errors, LEAD_MESSAGES.interactionFailed);
      const added = answer.data.addLeadInteraction;
      res.status(201).json({ interaction: restInteraction(added.lead.databaseId, added.interaction) });
      return;
    }
    const { input, errors } = leadInput(body, true);
    if (Object.keys(errors).length) return badRequest(res, errors);
    const answer = await run<{ createLead: { lead: LeadNode } }>(req, CREATE, { input });
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, LEAD_MESSAGES.createFailed);
    res.status(201).json({ lead: restLead(answer.data.createLead.lead) });
  });
}
