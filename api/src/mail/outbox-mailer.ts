import type { PrismaClient } from '../generated/prisma/client.js';
import type { Mail, Mailer } from './mailer.js';

/** Keeps mail in the outbox table instead of sending it; /dev/mailbox shows it. */
export function outboxMailer(prisma: PrismaClient): Mailer {
  return {
    kind: 'outbox',
    async send(mail: Mail) {
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
