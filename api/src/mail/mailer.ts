/** One outgoing message; `text` is always present, `html` optionally. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps mail in the database for the development mailbox. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}
