import { emailProblem } from '../../domain/email-address.js';

/** The spec's contact form rules (section 5), for the API and the web form alike; field errors keyed by input field. */
export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export function contactErrors(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  const email = emailProblem(draft.email);
  if (email) errors.email = email;
  if (!draft.subject.trim()) errors.subject = 'Subject is required';
  const message = draft.message.trim();
  if (!message) errors.message = 'Message is required';
  else if (message.length < CONTACT_MESSAGE_MIN_LENGTH) errors.message = 'Message must be at least 10 characters long';
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH)
    errors.message = `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long`;
  return errors;
}
