import { SubscriberSource, SubscriptionStatus } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { newsletterPolicies } from './access.js';
import type { NewsletterStats } from './data.js';

export const SubscriptionStatusEnum = builder.enumType(SubscriptionStatus, {
  name: 'SubscriptionStatus',
  description: 'active, unsubscribed, bounced or pending.',
});
export const SubscriberSourceEnum = builder.enumType(SubscriberSource, {
  name: 'SubscriberSource',
  description: 'Where the subscription came from: website, contact_form, studio_signup or manual_import.',
});

export const NewsletterSubscriberRef = builder.prismaNode('NewsletterSubscriber', {
  id: { field: 'id' },
  select: { id: true },
  authScopes: newsletterPolicies.manage,
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    subscriptionStatus: t.expose('subscriptionStatus', { type: SubscriptionStatusEnum }),
    source: t.expose('source', { type: SubscriberSourceEnum }),
    subscribedAt: t.expose('subscribedAt', {
      type: 'DateTime',
      description: 'When the address (last) subscribed.',
    }),
    unsubscribedAt: t.expose('unsubscribedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the subscriber left (by the one-click link or in the studio); null while subscribed.',
    }),
    emailCount: t.exposeInt('emailCount', { description: 'Newsletters sent to the address.' }),
  }),
});

export const NewsletterSubscriberFilter = builder.inputType('NewsletterSubscriberFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Words found in the e-mail, first or last name.' }),
    status: t.field({ type: SubscriptionStatusEnum, required: false }),
    source: t.field({ type: SubscriberSourceEnum, required: false }),
  }),
});

export const NewsletterStatsRef = builder.objectRef<NewsletterStats>('NewsletterStats').implement({
  description: 'Figures over every subscriber; months are calendar months in UTC.',
  fields: (t) => ({
    total: t.exposeInt('total'),
    active: t.exposeInt('active'),
    unsubscribed: t.exposeInt('unsubscribed'),
    thisMonth: t.exposeInt('thisMonth', { description: 'Subscribed (or subscribed again) this calendar month.' }),
    lastMonth: t.exposeInt('lastMonth', { description: 'Subscribed during last calendar month.' }),
    growth: t.exposeFloat('growth', {
      description:
        'Percent change of thisMonth against lastMonth, one decimal; 100 when last month had none and this month has some, 0 when both have none.',
    }),
  }),
});
