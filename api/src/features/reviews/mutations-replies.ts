import type { Viewer } from '../../auth/viewer.js';
import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';
import { satisfiesPolicy } from '../../graphql/kit/policy.js';
import { reviewPolicies } from './access.js';
import { lockReply, lockReview, reviewLabel } from './data.js';
import { REVIEW_STUDIO_MESSAGES } from './messages.js';
import { DeleteReviewReplyPayload, ReviewReplyPayload } from './payloads.js';
import { mayChangeReply, mayManageReview, mayReplyAs, replyAuthorName, replyErrors } from './rules.js';
import { ReplyAuthorKindEnum } from './types.js';

/**
 * What a viewer is told when the review (or reply) is missing or not theirs: a brand admin hears
 * the same refusal either way, so ids of other brands' reviews reveal nothing; admins see every
 * review, so for them it is simply not found.
 */
const unreachable = (viewer: Viewer, notFound: string) =>
  satisfiesPolicy(viewer, reviewPolicies.seeEveryReview) ? new NotFoundError(notFound) : reviewPolicies.notYours();

const ReplyToReviewInput = builder.inputType('ReplyToReviewInput', {
  fields: (t) => ({
    reviewId: t.id({ required: true }),
    replyText: t.string({ required: true, description: 'At most 2000 characters.' }),
    as: t.field({
      type: ReplyAuthorKindEnum,
      required: true,
      description:
        "brand: signed with the brand's name (its brand admin, or a platform admin); platform: 'Adire Team' (platform admins).",
    }),
  }),
});

builder.mutationField('replyToReview', (t) =>
  t.withAuth(reviewPolicies.manage).field({
    type: ReviewReplyPayload,
    args: { input: t.arg({ type: ReplyToReviewInput, required: true }) },
    description: 'Adds a public reply under a review, as the brand or as the Adire team.',
    unauthorizedError: reviewPolicies.manageRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      throwIfInvalid(replyErrors(input.replyText));
      const reviewId = databaseId(String(input.reviewId), 'Review');
      return ctx.prisma.$transaction(async (tx) => {
        const review = reviewId ? await lockReview(tx, reviewId) : null;
        if (!review || !mayManageReview(viewer, { brandId: review.brandId, hidden: !!review.hiddenAt }))
          throw unreachable(viewer, REVIEW_STUDIO_MESSAGES.reviewNotFound);
        if (!mayReplyAs(viewer, input.as, review.brandId))
          throw new ForbiddenError(REVIEW_STUDIO_MESSAGES.platformRepliesAdminsOnly);
        const now = new Date();
        const reply = await tx.reviewReply.create({
          data: {
            reviewId: review.id,
            userId: viewer.id,
            authorKind: input.as,
            adminName: replyAuthorName(input.as, review.brand.name),
            replyText: input.replyText.trim(),
            createdAt: now,
            updatedAt: now,
          },
        });
        await recordAudit(tx, viewer, {
          action: 'replied',
          entityType: 'review',
          entityId: review.id,
          entityLabel: reviewLabel(review),
          brandId: review.brandId,
          changes: {
            reply: { from: null, to: reply.replyText },
            authorKind: { from: null, to: reply.authorKind },
            adminName: { from: null, to: reply.adminName },
          },
        });
        return { reviewId: review.id, replyId: reply.id };
      });
    },
  }),
);

/** The reply, locked, once the viewer may change it; the refusals as replyToReview gives them. */
async function changeableReply(tx: Parameters<typeof lockReply>[0], viewer: Viewer, id: string | number) {
  const replyId = databaseId(String(id), 'ReviewReply');
  const reply = replyId ? await lockReply(tx, replyId) : null;
  if (!reply || !mayManageReview(viewer, { brandId: reply.review.brandId, hidden: !!reply.review.hiddenAt }))
    throw unreachable(viewer, REVIEW_STUDIO_MESSAGES.replyNotFound);
  if (!mayChangeReply(viewer, reply.authorKind, reply.review.brandId))
    throw new ForbiddenError(REVIEW_STUDIO_MESSAGES.platformReplyAdminsOnly);
  return reply;
}

const UpdateReviewReplyInput = builder.inputType('UpdateReviewReplyInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: "The reply's id." }),
    replyText: t.string({ required: true, description: 'At most 2000 characters.' }),
  }),
});

builder.mutationField('updateReviewReply', (t) =>
  t.withAuth(reviewPolicies.manage).field({
    type: ReviewReplyPayload,
    args: { input: t.arg({ type: UpdateReviewReplyInput, required: true }) },
    description:
      "Changes a reply's text; its updatedAt moves on, so the public page marks it edited. The same text changes nothing.",
    unauthorizedError: reviewPolicies.manageRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      throwIfInvalid(replyErrors(input.replyText));
      return ctx.prisma.$transaction(async (tx) => {
        const before = await changeableReply(tx, viewer, input.id);
        const replyText = input.replyText.trim();
        if (replyText !== before.replyText) {
          await tx.reviewReply.update({ where: { id: before.id }, data: { replyText, updatedAt: new Date() } });
          await recordAudit(tx, viewer, {
            action: 'reply_updated',
            entityType: 'review',
            entityId: before.review.id,
            entityLabel: reviewLabel(before.review),
            brandId: before.review.brandId,
            changes: { reply: { from: before.replyText, to: replyText } },
          });
        }
        return { reviewId: before.review.id, replyId: before.id };
      });
    },
  }),
);

builder.mutationField('deleteReviewReply', (t) =>
  t.withAuth(reviewPolicies.manage).field({
    type: DeleteReviewReplyPayload,
    args: { id: t.arg.id({ required: true, description: "The reply's id." }) },
    description: 'Removes a reply from under its review; permanent.',
    unauthorizedError: reviewPolicies.manageRefused,
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer;
      return ctx.prisma.$transaction(async (tx) => {
        const reply = await changeableReply(tx, viewer, id);
        await tx.reviewReply.delete({ where: { id: reply.id } });
        await recordAudit(tx, viewer, {
          action: 'reply_deleted',
          entityType: 'review',
          entityId: reply.review.id,
          entityLabel: reviewLabel(reply.review),
          brandId: reply.review.brandId,
          changes: {
            reply: { from: reply.replyText, to: null },
            authorKind: { from: reply.authorKind, to: null },
            adminName: { from: reply.adminName, to: null },
          },
        });
        return { reviewId: reply.review.id, replyId: reply.id };
      });
    },
  }),
);
