import type { PrismaClient } from '../generated/prisma/client.js';
import type { MailTransport } from './mailer.js';
import { outboxTransport } from './outbox-transport.js';
import { smtpTransport } from './smtp-transport.js';

export function createMailTransport(prisma: PrismaClient, opts: { smtpUrl?: string; from: string }): MailTransport {
  return opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from) : outboxTransport(prisma);
}
