import type { NewsletterSubscriber, Prisma } from '../../generated/prisma/client.js';
import { normalizeEmail } from '../../domain/email-address.js';
import { databaseId } from '../../domain/global-id.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { auditedWrite } from '../../graphql/kit/audited-write.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import { newsletterPolicies } from './access.js';
import { sendWelcomeMail, unsubscribeKeys } from './data.js';
import { NEWSLETTER_MESSAGES } from './messages.js';
import {
  NEWSLETTER_TEXTS,
  newsletterErrors,
  newsletterSource,
  optionalName,
  subscriptionStatusChange,
} from './rules.js';
import { SubscriptionStatusEnum } from './types.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

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
      'Subscribes an address and sends it the welcome mail with its one-click unsubscribe link; answers alreadySubscribed for an address that is already active (an unsubscribed address is subscribed again).',
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(newsletterErrors(input.email));
      await ctx.writes.limit('newsletterSignUp');
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
      const subscriber = await ctx.prisma.newsletterSubscriber.upsert({
        where: { email },
        create: { email, ...fields },
        update: { ...fields, subscriptionStatus: 'active', subscribedAt: new Date(), unsubscribedAt: null },
      });
      await sendWelcomeMail(ctx, subscriber);
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

/** The subscriber row, locked until the transaction ends, so two changes never interleave. */
async function lockSubscriber(
  tx: Prisma.TransactionClient,
  subscriberId: string | null,
): Promise<NewsletterSubscriber> {
  if (subscriberId)
    await tx.$queryRaw`SELECT id FROM newsletter_subscribers WHERE id = ${subscriberId}::uuid FOR UPDATE`;
  return requireRow(
    subscriberId ? await tx.newsletterSubscriber.findUnique({ where: { id: subscriberId } }) : null,
    NEWSLETTER_MESSAGES.notFound,
  );
}

const subscriberLabel = (s: Pick<NewsletterSubscriber, 'email'>) => s.email;

const SubscriberPayload = builder.objectRef<{ subscriberId: string }>('SetSubscriptionStatusPayload').implement({
  fields: (t) => ({
    subscriber: t.prismaField({
      type: 'NewsletterSubscriber',
      resolve: (query, p, _a, ctx) =>
        ctx.prisma.newsletterSubscriber.findUniqueOrThrow({ ...query, where: { id: p.subscriberId } }),
    }),
  }),
});

const SetSubscriptionStatusInput = builder.inputType('SetSubscriptionStatusInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The subscriber (global or database id).' }),
    subscriptionStatus: t.field({ type: SubscriptionStatusEnum, required: true }),
  }),
});

builder.mutationField('setSubscriptionStatus', (t) =>
  t.withAuth(newsletterPolicies.manage).field({
    type: SubscriberPayload,
    args: { input: t.arg({ type: SetSubscriptionStatusInput, required: true }) },
    description:
      'Unsubscribes an active subscriber or reactivates one that is not active (super admins); other changes are refused.',
    unauthorizedError: newsletterPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const subscriberId = databaseId(String(input.id), 'NewsletterSubscriber');
      if (!subscriberId) throw new NotFoundError(NEWSLETTER_MESSAGES.notFound);
      const { after } = await auditedWrite(ctx.prisma, viewer, {
        lock: (tx) => lockSubscriber(tx, subscriberId),
        write: async (tx, before) => {
          const decided = subscriptionStatusChange(before.subscriptionStatus, input.subscriptionStatus);
          if ('error' in decided) throw new ValidationError({ subscriptionStatus: decided.error });
          const after = await tx.newsletterSubscriber.update({
            where: { id: before.id },
            data:
              decided.change === 'unsubscribed'
                ? { subscriptionStatus: 'unsubscribed', unsubscribedAt: new Date() }
                : { subscriptionStatus: 'active', unsubscribedAt: null },
          });
          return { action: decided.change, after };
        },
        describe: (before, { action, after }) => ({
          action,
          entityType: 'newsletter_subscriber',
          entityId: after.id,
          entityLabel: subscriberLabel(after),
          changes: { subscriptionStatus: { from: before.subscriptionStatus, to: after.subscriptionStatus } },
        }),
      });
      return { subscriberId: after.id };
    },
  }),
);

interface UnsubscribeResult {
  email: string;
  alreadyUnsubscribed: boolean;
}

builder.mutationField('unsubscribeFromNewsletter', (t) =>
  t.field({
    type: builder.objectRef<UnsubscribeResult>('UnsubscribeFromNewsletterPayload').implement({
      fields: (f) => ({
        email: f.exposeString('email'),
        alreadyUnsubscribed: f.exposeBoolean('alreadyUnsubscribed', {
          description: 'True when the address had already left (the link was used before).',
        }),
        message: f.string({
          resolve: (p) =>
            p.alreadyUnsubscribed ? NEWSLETTER_MESSAGES.alreadyUnsubscribed : NEWSLETTER_MESSAGES.unsubscribed,
        }),
      }),
    }),
    args: { token: t.arg.string({ required: true, description: 'The token of the one-click unsubscribe link.' }) },
    description:
      'One-click unsubscribe (RFC 8058) with the signed token of a newsletter mail; needs no sign-in and may be repeated. The time is kept on the subscriber (unsubscribedAt).',
    resolve: async (_root, { token }, ctx) => {
      const subscriberId = verifyUnsubscribeToken(await unsubscribeKeys(ctx.prisma), token.trim());
      if (!subscriberId) throw new ValidationError({ token: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid });
      return ctx.prisma.$transaction(async (tx) => {
        const row = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM newsletter_subscribers WHERE id = ${subscriberId}::uuid FOR UPDATE`;
        if (!row.length) throw new NotFoundError(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
        const before = await tx.newsletterSubscriber.findUniqueOrThrow({ where: { id: subscriberId } });
        const receiving = before.subscriptionStatus === 'active' || before.subscriptionStatus === 'pending';
        if (receiving)
          await tx.newsletterSubscriber.update({
            where: { id: subscriberId },
            data: { subscriptionStatus: 'unsubscribed', unsubscribedAt: new Date() },
          });
        return { email: before.email, alreadyUnsubscribed: !receiving };
      });
    },
  }),
);
