import type { Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { graphqlRunner } from '../../rest/run-graphql.js';
import { answerBadRequest, answerError, answerRefusal } from '../../rest/answer.js';
import { cursorAtOffset } from '../../rest/offset-paging.js';
import { bodyString, optionalBodyString, queryText } from '../../rest/body.js';
import { NEWSLETTER_MESSAGES } from './messages.js';
import {
  CURSORS,
  LIST,
  restSubscriber,
  SET_STATUS,
  STATS,
  SUBSCRIBE,
  UNSUBSCRIBE,
  type SubscriberNode,
  type SubscriberPage,
} from './rest-documents.js';
import { exportSubscribersRoute } from './rest-export.js';
import { listRequest, MAX_LIMIT, statusRequest } from './rest-requests.js';

type SubscriberCursors = { newsletterSubscribers: { edges: { cursor: string }[] } };

/**
 * POST /api/newsletter/subscribe {email, firstName, lastName, source} -> 200 {message, alreadySubscribed};
 * 400 {error, alreadySubscribed: false} for bad input.
 * POST /api/newsletter/unsubscribe?token= (RFC 8058 one-click) -> {message, alreadyUnsubscribed}; GET sends people to the page.
 * Studio (super admins; 401/403 {error} otherwise):
 * GET /api/studio/newsletter/subscribers?page&limit&search&status&source -> {subscribers, total}
 * GET /api/studio/newsletter/stats -> {stats}
 * PATCH /api/studio/newsletter/subscribers/{id} {subscription_status} -> {subscriber}
 * GET /api/studio/newsletter/export -> text/csv attachment
 */
export function newsletterRoutes(router: Router, deps: RestDeps) {
  const run = graphqlRunner(deps.server, deps.context);

  router.post('/newsletter/subscribe', async (req, res) => {
    const input = {
      email: bodyString(req, 'email'),
      firstName: optionalBodyString(req, 'firstName'),
      lastName: optionalBodyString(req, 'lastName'),
      source: optionalBodyString(req, 'source'),
    };
    const answer = await run<{ subscribeToNewsletter: { message: string; alreadySubscribed: boolean } | null }>(
      req,
      SUBSCRIBE,
      { input },
    );
    const result = answer.data?.subscribeToNewsletter;
    if (answer.errors.length || !result) {
      answerError(res, answer.errors, {
        fallback: 'Failed to subscribe to newsletter',
        message: 'bad-input',
        extra: { alreadySubscribed: false },
      });
      return;
    }
    res.json(result);
  });

  router.get('/newsletter/unsubscribe', async (req, res) => {
    const { urls } = await deps.context(req);
    res.redirect(303, `${urls.web}/unsubscribe?token=${encodeURIComponent(queryText(req, 'token'))}`);
  });

  router.post('/newsletter/unsubscribe', async (req, res) => {
    const token = queryText(req, 'token');
    if (!token) return answerBadRequest(res, { token: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid });
    const answer = await run<{ unsubscribeFromNewsletter: { message: string; alreadyUnsubscribed: boolean } }>(
      req,
      UNSUBSCRIBE,
      { token },
    );
    if (answer.errors.length || !answer.data)
      return answerError(res, answer.errors, { fallback: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid });
    res.json(answer.data.unsubscribeFromNewsletter);
  });

  router.get('/studio/newsletter/subscribers', async (req, res) => {
    const { request, errors } = listRequest(req);
    if (Object.keys(errors).length) return answerBadRequest(res, errors);
    const skipped = await cursorAtOffset(request.offset, MAX_LIMIT, async (first, after) => {
      const answer = await run<SubscriberCursors>(req, CURSORS, { first, after, filter: request.filter });
      return { errors: answer.errors, data: answer.data?.newsletterSubscribers.edges ?? null };
    });
    if (skipped.errors.length) return answerRefusal(res, skipped.errors, NEWSLETTER_MESSAGES.fetchFailed);
    const answer = await run<SubscriberPage>(req, LIST, {
      first: request.limit,
      after: skipped.after,
      filter: request.filter,
    });
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, NEWSLETTER_MESSAGES.fetchFailed);
    const { edges, totalCount } = answer.data.newsletterSubscribers;
    // A page past the end is empty (not the last page again).
    res.json({ subscribers: skipped.past ? [] : edges.map((e) => restSubscriber(e.node)), total: totalCount });
  });

  router.get('/studio/newsletter/stats', async (req, res) => {
    const answer = await run<{ newsletterStats: Record<string, number> }>(req, STATS);
    if (answer.errors.length || !answer.data) return answerRefusal(res, answer.errors, NEWSLETTER_MESSAGES.statsFailed);
    res.json({ stats: answer.data.newsletterStats });
  });

  router.patch('/studio/newsletter/subscribers/:id', async (req, res) => {
    const { status, errors } = statusRequest(req);
    if (!status) return answerBadRequest(res, errors);
    const answer = await run<{ setSubscriptionStatus: { subscriber: SubscriberNode } }>(req, SET_STATUS, {
      input: { id: req.params.id, subscriptionStatus: status },
    });
    if (answer.errors.length || !answer.data)
      return answerRefusal(res, answer.errors, NEWSLETTER_MESSAGES.updateFailed);
    res.json({ subscriber: restSubscriber(answer.data.setSubscriptionStatus.subscriber) });
  });

  router.get('/studio/newsletter/export', exportSubscribersRoute(deps));
}
