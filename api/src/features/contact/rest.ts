import type { Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { statusOf } from '../../rest/answer.js';
import { bodyString, optionalBodyString } from '../../rest/body.js';

const SUBMIT_ENQUIRY = /* GraphQL */ `
  mutation RestContactEnquiry($input: SubmitContactEnquiryInput!) {
    submitContactEnquiry(input: $input) {
      message
      enquiryId
      notificationSent
    }
  }
`;

interface EnquiryAnswer {
  submitContactEnquiry: { message: string; enquiryId: string; notificationSent: boolean } | null;
}

export const CONTACT_ERRORS = {
  400: 'Invalid form data. Please check your inputs and try again.',
  404: 'Brand not found',
  500: 'Server error. Please try again later or contact support.',
} as const;

/**
 * POST /api/contact {name, email, subject, message, brandId?} ->
 * 200 {success, message, inquiry: {id}, notification_sent}; 400 {success: false, error, type: 'validation_error', fieldErrors}.
 */
export function contactRoutes(router: Router, { server, context }: RestDeps) {
  router.post('/contact', async (req, res) => {
    const input = {
      name: bodyString(req, 'name'),
      email: bodyString(req, 'email'),
      subject: bodyString(req, 'subject'),
      message: bodyString(req, 'message'),
      brandId: optionalBodyString(req, 'brandId'),
    };
    const answer = await runGraphQL<EnquiryAnswer>(server, context, req, SUBMIT_ENQUIRY, { input });
    const sent = answer.data?.submitContactEnquiry;
    if (answer.errors.length || !sent) {
      const status = statusOf(answer.errors);
      if (status === 400) {
        res.status(400).json({
          success: false,
          error: CONTACT_ERRORS[400],
          type: 'validation_error',
          fieldErrors: answer.errors[0]?.extensions?.fieldErrors ?? {},
        });
      } else if (status === 404) {
        res.status(404).json({ success: false, error: CONTACT_ERRORS[404], type: 'not_found' });
      } else {
        res.status(500).json({ success: false, error: CONTACT_ERRORS[500], type: 'server_error' });
      }
      return;
    }
    res.json({
      success: true,
      message: sent.message,
      inquiry: { id: sent.enquiryId },
      notification_sent: sent.notificationSent,
    });
  });
}
