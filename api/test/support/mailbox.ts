import type { Prisma, PrismaClient } from '../../src/generated/prisma/client.js';
import { JOBS_SCHEMA } from '../../src/jobs/job-queue.js';
import { deliverMailJob } from '../../src/mail/deliver-mail-job.js';

/**
 * Mail is delivered by a job, a moment after the request that sent it: waits until no delivery is
 * queued or running (one waiting for a retry counts as done), so reading the outbox sees every mail
 * the requests so far have sent.
 */
export async function mailDelivered(prisma: PrismaClient, timeoutMs = 15_000): Promise<void> {
  for (const until = Date.now() + timeoutMs; ;) {
    const [{ waiting }] = await prisma.$queryRawUnsafe<{ waiting: number }[]>(
      `SELECT count(*)::int AS waiting FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'active')`,
      deliverMailJob.name,
    );
    if (waiting === 0) return;
    if (Date.now() > until) throw new Error(`${waiting} mail(s) still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The newest outbox mail to an address (the development mailbox keeps every message). */
export async function latestMail(prisma: PrismaClient, to: string) {
  await mailDelivered(prisma);
  const mail = await prisma.outboxMail.findFirst({ where: { to }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** How many mails the outbox holds (as prisma.outboxMail.count counts), once every queued mail is delivered. */
export async function mailCount(
  prisma: PrismaClient,
  args: { where?: Prisma.OutboxMailWhereInput } = {},
): Promise<number> {
  await mailDelivered(prisma);
  return prisma.outboxMail.count(args);
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
