import { GraphQLRequestError } from '../../relay/GraphQLRequestError';

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
