import { builder } from '../../graphql/builder.js';
import { ValidationError } from '../../errors.js';
import { newsletterPolicies } from './access.js';
import { NEWEST_FIRST, newsletterStats, subscriberWhere } from './data.js';
import { NEWSLETTER_MESSAGES } from './messages.js';
import { SEARCH_MAX_LENGTH } from './rules.js';
import { NewsletterStatsRef, NewsletterSubscriberFilter } from './types.js';

const checkSearch = (search: string | null | undefined) => {
  if ((search?.length ?? 0) > SEARCH_MAX_LENGTH)
    throw new ValidationError({ search: NEWSLETTER_MESSAGES.searchTooLong });
};

builder.queryFields((t) => ({
  newsletterSubscribers: t.prismaConnection(
    {
      type: 'NewsletterSubscriber',
      cursor: 'id',
      description: 'Newsletter subscribers, newest first, with search and status/source filters (super admins).',
      args: { filter: t.arg({ type: NewsletterSubscriberFilter, required: false }) },
      authScopes: newsletterPolicies.manage,
      unauthorizedError: newsletterPolicies.refused,
      resolve: (query, _root, args, ctx) => {
        checkSearch(args.filter?.search);
        return ctx.prisma.newsletterSubscriber.findMany({
          ...query,
          where: subscriberWhere(args.filter),
          orderBy: NEWEST_FIRST,
        });
      },
      totalCount: (_root, args, ctx) => ctx.prisma.newsletterSubscriber.count({ where: subscriberWhere(args.filter) }),
    },
    {},
  ),
  newsletterStats: t.field({
    type: NewsletterStatsRef,
    description: 'Total, active, unsubscribed, this month and growth (super admins).',
    authScopes: newsletterPolicies.manage,
    unauthorizedError: newsletterPolicies.refused,
    resolve: (_root, _args, ctx) => newsletterStats(ctx.prisma, new Date()),
  }),
}));
