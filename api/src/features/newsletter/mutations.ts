import { normalizeEmail } from '../../domain/email-address.js';
import { NEWSLETTER_TEXTS, newsletterErrors, newsletterSource, optionalName } from './rules.js';
import { builder } from '../../graphql/builder.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';

builder.relayMutationField(
  'subscribeToNewsletter',
  {
    inputFields: (t) => ({
      email: t.string({ required: true }),
      firstName: t.string({ required: false }),
      lastName: t.string({ required: false }),
      source: t.string({
        required: false,
        description: 'website (default), contact_form, studio_signup or manual_import.',
      }),
    }),
  },
  {
    description:
      'Subscribes an address; answers alreadySubscribed for an address that is already active (an unsubscribed address is subscribed again).',
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(newsletterErrors(input.email));
      const email = normalizeEmail(input.email);
      const existing = await ctx.prisma.newsletterSubscriber.findUnique({
        where: { email },
        select: { subscriptionStatus: true },
      });
      if (existing?.subscriptionStatus === 'active') return { alreadySubscribed: true };
      const fields = {
        firstName: optionalName(input.firstName),
        lastName: optionalName(input.lastName),
        source: newsletterSource(input.source),
      };
      await ctx.prisma.newsletterSubscriber.upsert({
        where: { email },
        create: { email, ...fields },
        update: { ...fields, subscriptionStatus: 'active', subscribedAt: new Date(), unsubscribedAt: null },
      });
      return { alreadySubscribed: false };
    },
  },
  {
    outputFields: (t) => ({
      alreadySubscribed: t.boolean({ resolve: (p) => p.alreadySubscribed }),
      message: t.string({
        resolve: (p) => (p.alreadySubscribed ? NEWSLETTER_TEXTS.alreadySubscribed : NEWSLETTER_TEXTS.subscribed),
      }),
    }),
  },
);
