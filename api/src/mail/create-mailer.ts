import type { PrismaClient } from '../generated/prisma/client.js';
import type { Mailer } from './mailer.js';
import { outboxMailer } from './outbox-mailer.js';
import { smtpMailer } from './smtp-mailer.js';

export function createMailer(prisma: PrismaClient, opts: { smtpUrl?: string; from: string }): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl, opts.from) : outboxMailer(prisma);
}
