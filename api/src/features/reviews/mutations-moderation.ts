import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { requireRow } from '../../graphql/kit/validation.js';
import { reviewPolicies } from './access.js';
import { lockReview, recomputeBrandRating, reviewLabel } from './data.js';
import { REVIEW_STUDIO_MESSAGES } from './messages.js';
import { ReviewVisibilityPayload } from './payloads.js';

/** Hides (or shows again) a review; its brand's rating and count follow in the same transaction. */
function visibilityMutation(name: 'hideReview' | 'unhideReview', hide: boolean, description: string) {
  builder.mutationField(name, (t) =>
    t.withAuth(reviewPolicies.moderate).field({
      type: ReviewVisibilityPayload,
      args: { id: t.arg.id({ required: true, description: "The review's global or row id." }) },
      description,
      unauthorizedError: reviewPolicies.moderateRefused,
      resolve: async (_root, { id }, ctx) => {
        const viewer = ctx.viewer;
        const reviewId = databaseId(String(id), 'Review');
        return ctx.prisma.$transaction(async (tx) => {
          const review = requireRow(
            reviewId ? await lockReview(tx, reviewId) : null,
            REVIEW_STUDIO_MESSAGES.reviewNotFound,
          );
          // Hiding a hidden review (or showing a shown one) changes nothing and records nothing.
          if (!!review.hiddenAt === hide) return { reviewId: review.id, brandId: review.brandId };
          const hiddenAt = hide ? new Date() : null;
          await tx.review.update({ where: { id: review.id }, data: { hiddenAt } });
          await recomputeBrandRating(tx, review.brandId);
          await recordAudit(tx, viewer, {
            action: hide ? 'hidden' : 'unhidden',
            entityType: 'review',
            entityId: review.id,
            entityLabel: reviewLabel(review),
            brandId: review.brandId,
            changes: {
              hiddenAt: { from: review.hiddenAt?.toISOString() ?? null, to: hiddenAt?.toISOString() ?? null },
            },
          });
          return { reviewId: review.id, brandId: review.brandId };
        });
      },
    }),
  );
}

visibilityMutation(
  'hideReview',
  true,
  "Takes a review off the public pages (platform admins); the brand's rating and review count leave it out.",
);
visibilityMutation(
  'unhideReview',
  false,
  "Shows a hidden review again (platform admins); the brand's rating and review count count it again.",
);
