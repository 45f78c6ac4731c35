import type { PrismaClient } from '../../src/generated/prisma/client.js';

/** The newest outbox mail to an address (the development mailbox keeps every message). */
export async function latestMail(prisma: PrismaClient, to: string) {
  const mail = await prisma.outboxMail.findFirst({ where: { to }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** The token of the first link to `page` (e.g. /reset-password) in a mail's text. */
export function linkToken(text: string, page: string): string {
  const match = new RegExp(`https?://\\S+${page}\\?token=([\\w%-]+)`).exec(text);
  if (!match) throw new Error(`No ${page} link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

/** The sign-in code in a sign-in code mail's text (six digits on a line of their own). */
export function signInCode(text: string): string {
  const match = /^(\d{6})$/m.exec(text);
  if (!match) throw new Error(`No sign-in code in:\n${text}`);
  return match[1]!;
}
