import { emailProblem } from '../../lib/emailAddress';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** The spec's contact form rules (section 5). */
export function contactErrors(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  const email = emailProblem(draft.email);
  if (email) errors.email = email;
  if (!draft.subject.trim()) errors.subject = 'Subject is required';
  const message = draft.message.trim();
  if (!message) errors.message = 'Message is required';
  else if (message.length < CONTACT_MESSAGE_MIN_LENGTH) errors.message = 'Message must be at least 10 characters long';
  return errors;
}

export const CONTACT_TEXTS = {
  fixErrors: 'Please fix the errors in the form',
  sent: 'Your message has been sent successfully!',
  network: 'Network error. Please check your connection and try again.',
  server: 'Server error. Please try again later or contact support.',
  invalid: 'Invalid form data. Please check your inputs and try again.',
  failed: 'Failed to send message. Please try again.',
} as const;

/** The spec's message for a failed send: network, server (500), bad input (400), anything else. */
export function contactFailureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError) {
    const code = error.errors[0]?.extensions?.code;
    if (code === 'BAD_USER_INPUT') return CONTACT_TEXTS.invalid;
    if (code === 'INTERNAL_SERVER_ERROR') return CONTACT_TEXTS.server;
    return CONTACT_TEXTS.failed;
  }
  const message = error instanceof Error ? error.message : '';
  if (message === CONTACT_TEXTS.network || error instanceof TypeError) return CONTACT_TEXTS.network;
  if (/answered 5\d\d/.test(message)) return CONTACT_TEXTS.server;
  if (/answered 400/.test(message)) return CONTACT_TEXTS.invalid;
  return CONTACT_TEXTS.failed;
}
