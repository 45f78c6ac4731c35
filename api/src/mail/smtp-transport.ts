import nodemailer from 'nodemailer';
import type { Mail, MailTransport } from './mailer.js';

/** nodemailer waits minutes by default; SMTP_URL's own query parameters win. */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Delivers through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * A server that does not answer fails within seconds, so its job is retried instead of waiting.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(TIMEOUTS_MS))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async deliver(mail: Mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
  };
}
