import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { allOf, anyOf, containsText, filterText } from '../../graphql/kit/list.js';
import { newsletterWelcomeMail, type UnsubscribeLinks } from '../../mail/newsletter-mails.js';
import { monthStart, subscriberGrowth, type NewsletterSource, type SubscriptionStatusValue } from './rules.js';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token.js';

type Db = PrismaClient | Prisma.TransactionClient;

export interface SubscriberFilter {
  search?: string | null;
  status?: SubscriptionStatusValue | null;
  source?: NewsletterSource | null;
}

/** Newest first; id breaks ties so cursors are stable. */
export const NEWEST_FIRST = [{ subscribedAt: 'desc' as const }, { id: 'asc' as const }];

/** Every word of the search must be found in the e-mail, first or last name (so 'Ada Eze' finds Ada Eze). */
function searchWhere(search: string): Prisma.NewsletterSubscriberWhereInput {
  return allOf<Prisma.NewsletterSubscriberWhereInput>(
    search
      .split(/\s+/)
      .filter(Boolean)
      .map((word) =>
        anyOf<Prisma.NewsletterSubscriberWhereInput>(word, [
          (w) => ({ email: containsText(w) }),
          (w) => ({ firstName: containsText(w) }),
          (w) => ({ lastName: containsText(w) }),
        ]),
      ),
  );
}

export function subscriberWhere(filter: SubscriberFilter | null | undefined): Prisma.NewsletterSubscriberWhereInput {
  const search = filterText(filter?.search);
  return allOf<Prisma.NewsletterSubscriberWhereInput>([
    search && searchWhere(search),
    filter?.status && { subscriptionStatus: filter.status },
    filter?.source && { source: filter.source },
  ]);
}

export interface NewsletterStats {
  total: number;
  active: number;
  unsubscribed: number;
  thisMonth: number;
  lastMonth: number;
  growth: number;
}

/** The figures over every subscriber (filters do not change them); months are calendar months in UTC. */
export async function newsletterStats(prisma: PrismaClient, now: Date): Promise<NewsletterStats> {
  const [total, active, unsubscribed, thisMonth, lastMonth] = await Promise.all([
    prisma.newsletterSubscriber.count(),
    prisma.newsletterSubscriber.count({ where: { subscriptionStatus: 'active' } }),
    prisma.newsletterSubscriber.count({ where: { subscriptionStatus: 'unsubscribed' } }),
    prisma.newsletterSubscriber.count({ where: { subscribedAt: { gte: monthStart(now) } } }),
    prisma.newsletterSubscriber.count({ where: { subscribedAt: { gte: monthStart(now, 1), lt: monthStart(now) } } }),
  ]);
  return { total, active, unsubscribed, thisMonth, lastMonth, growth: subscriberGrowth(thisMonth, lastMonth) };
}

/**
 * The keys unsubscribe tokens are signed with, newest first: derived from the server's cookie
 * secrets, which live in the database, so every API process signs and verifies alike.
 */
export async function unsubscribeKeys(db: Db): Promise<Buffer[]> {
  const rows = await db.cookieKey.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: { secret: true },
  });
  if (!rows.length) throw new Error('No server secret to sign unsubscribe links with');
  return rows.map((row) => unsubscribeKey(row.secret));
}

/** The subscriber's one-click unsubscribe address (for mail clients) and page (for people). */
export async function unsubscribeLinks(
  ctx: Pick<Context, 'prisma' | 'urls'>,
  subscriberId: string,
): Promise<UnsubscribeLinks> {
  const [key] = await unsubscribeKeys(ctx.prisma);
  const token = encodeURIComponent(signUnsubscribeToken(key!, subscriberId));
  return {
    oneClick: `${ctx.urls.api}/api/newsletter/unsubscribe?token=${token}`,
    page: `${ctx.urls.web}/unsubscribe?token=${token}`,
  };
}

/** Sends the welcome mail after a subscription is stored; a failure is logged, the subscription stands. */
export async function sendWelcomeMail(
  ctx: Pick<Context, 'prisma' | 'urls' | 'mailer' | 'log'>,
  subscriber: { id: string; email: string; firstName: string | null },
): Promise<boolean> {
  try {
    const links = await unsubscribeLinks(ctx, subscriber.id);
    await ctx.mailer.send(newsletterWelcomeMail(subscriber.email, subscriber.firstName, links));
    return true;
  } catch (err) {
    ctx.log.error({ err, subscriberId: subscriber.id }, 'newsletter welcome mail failed');
    return false;
  }
}
