import { builder } from '../../graphql/builder.js';

/** What a reply write answers: the review with its replies as they now are, and the reply written. */
export const ReviewReplyPayload = builder
  .objectRef<{ reviewId: string; replyId: string }>('ReviewReplyPayload')
  .implement({
    fields: (t) => ({
      review: t.prismaField({
        type: 'Review',
        resolve: (query, p, _a, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...query, where: { id: p.reviewId } }),
      }),
      reply: t.prismaField({
        type: 'ReviewReply',
        resolve: (query, p, _a, ctx) =>
          ctx.prisma.reviewReply.findUniqueOrThrow({ ...query, where: { id: p.replyId } }),
      }),
    }),
  });

export const DeleteReviewReplyPayload = builder
  .objectRef<{ reviewId: string; replyId: string }>('DeleteReviewReplyPayload')
  .implement({
    fields: (t) => ({
      deletedReplyId: t.id({ resolve: (p) => p.replyId }),
      review: t.prismaField({
        type: 'Review',
        description: 'The review with its remaining replies.',
        resolve: (query, p, _a, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...query, where: { id: p.reviewId } }),
      }),
    }),
  });

/** What hiding or showing a review answers: the review, and its brand with the new rating and count. */
export const ReviewVisibilityPayload = builder
  .objectRef<{ reviewId: string; brandId: string }>('ReviewVisibilityPayload')
  .implement({
    fields: (t) => ({
      review: t.prismaField({
        type: 'Review',
        resolve: (query, p, _a, ctx) => ctx.prisma.review.findUniqueOrThrow({ ...query, where: { id: p.reviewId } }),
      }),
      brand: t.prismaField({
        type: 'Brand',
        resolve: (query, p, _a, ctx) => ctx.prisma.brand.findUniqueOrThrow({ ...query, where: { id: p.brandId } }),
      }),
    }),
  });
