import type { Prisma } from '../generated/prisma/client.js';

/** One outgoing message; `text` is always present, `html` optionally. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines by name, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on newsletter mail. */
  headers?: Record<string, string>;
}

/** Where mail finally goes: 'smtp' delivers; 'outbox' keeps it in the database for the development mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: Mail): Promise<void>;
}

export interface SendOptions {
  /** Send only if this transaction commits (the mail is queued inside it). */
  tx?: Prisma.TransactionClient;
}

/**
 * What the app sends mail with. Sending queues the mail; a job delivers it through the transport,
 * retrying with backoff while the mail server is down, so no request waits on it or loses it.
 */
export interface Mailer {
  readonly kind: MailTransport['kind'];
  send(mail: Mail, options?: SendOptions): Promise<void>;
}
