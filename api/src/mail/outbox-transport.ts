import type { PrismaClient } from '../generated/prisma/client.js';
import type { Mail, MailTransport } from './mailer.js';

/** Keeps mail in the outbox table instead of sending it; /dev/mailbox shows it. */
export function outboxTransport(prisma: PrismaClient): MailTransport {
  return {
    kind: 'outbox',
    async deliver(mail: Mail) {
      await prisma.outboxMail.create({
        data: {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          headers: mail.headers ?? {},
        },
      });
    },
  };
}
