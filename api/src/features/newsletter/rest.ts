import type { Router } from 'express';
import type { RestDeps } from '../../rest/router.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';
import { bodyString, optionalBodyString } from '../../rest/body.js';

const SUBSCRIBE = /* GraphQL */ `
  mutation RestNewsletterSubscribe($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) {
      message
      alreadySubscribed
    }
  }
`;

interface SubscribeAnswer {
  subscribeToNewsletter: { message: string; alreadySubscribed: boolean } | null;
}

/**
 * POST /api/newsletter/subscribe {email, firstName, lastName, source} -> 200 {message, alreadySubscribed}
 * (also for an address already subscribed); 400 {error, alreadySubscribed: false} for bad input.
 */
export function newsletterRoutes(router: Router, { server, context }: RestDeps) {
  router.post('/newsletter/subscribe', async (req, res) => {
    const input = {
      email: bodyString(req, 'email'),
      firstName: optionalBodyString(req, 'firstName'),
      lastName: optionalBodyString(req, 'lastName'),
      source: optionalBodyString(req, 'source'),
    };
    const answer = await runGraphQL<SubscribeAnswer>(server, context, req, SUBSCRIBE, { input });
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
}
