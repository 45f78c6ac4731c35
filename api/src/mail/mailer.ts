/** One outgoing message; `text` is always present, `html` optionally. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines by name, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on newsletter mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps mail in the database for the development mailbox. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}
