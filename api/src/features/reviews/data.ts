import type { Prisma } from '../../generated/prisma/client.js';
import { allOf, anyOf, containsText, filterText, idFilter } from '../../graphql/kit/list.js';
import { roundedAverage } from './rules.js';

/** Reviews the public sees: hidden ones are left out everywhere (brand page, counts, REST, analytics). */
export const VISIBLE_REVIEW = { hiddenAt: null } satisfies Prisma.ReviewWhereInput;

/**
 * Sets a brand's rating and review count from its visible reviews. Call it inside the transaction
 * of every write that adds, hides, shows or removes a review: the brand row is locked first, so two
 * such writes on one brand never store a count that misses the other.
 */
export async function recomputeBrandRating(tx: Prisma.TransactionClient, brandId: string) {
  await tx.$queryRaw`SELECT id FROM brands WHERE id = ${brandId}::uuid FOR UPDATE`;
  const stats = await tx.review.aggregate({
    where: { brandId, ...VISIBLE_REVIEW },
    _avg: { rating: true },
    _count: true,
  });
  return tx.brand.update({
    where: { id: brandId },
    data: { rating: roundedAverage(stats._avg.rating), reviewCount: stats._count },
  });
}

/**
 * Stores a user's review of a brand: one per user per brand (a unique key), so writing again edits
 * the text, stars and name of theirs and dates it today. Moderation stays as it was: a hidden
 * review edited stays hidden.
 */
export function saveUsersReview(
  tx: Prisma.TransactionClient,
  brandId: string,
  userId: string,
  input: { author: string; comment: string; rating: number },
) {
  const fields = { author: input.author.trim(), comment: input.comment.trim(), rating: input.rating };
  return tx.review.upsert({
    where: { brandId_userId: { brandId, userId } },
    create: { brandId, userId, ...fields },
    update: { ...fields, date: new Date() },
  });
}

/** A review locked for a studio write, with what the rules and the audit trail need. */
export async function lockReview(tx: Prisma.TransactionClient, reviewId: string) {
  await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${reviewId}::uuid FOR UPDATE`;
  return tx.review.findUnique({
    where: { id: reviewId },
    select: { id: true, brandId: true, author: true, hiddenAt: true, brand: { select: { name: true } } },
  });
}

/** A reply locked for a studio write, with its review's brand. */
export async function lockReply(tx: Prisma.TransactionClient, replyId: string) {
  await tx.$queryRaw`SELECT id FROM review_replies WHERE id = ${replyId}::uuid FOR UPDATE`;
  return tx.reviewReply.findUnique({
    where: { id: replyId },
    include: {
      review: { select: { id: true, brandId: true, author: true, hiddenAt: true, brand: { select: { name: true } } } },
    },
  });
}

/** The audit trail's name for a review: whose it is and on which brand. */
export const reviewLabel = (review: { author: string; brand: { name: string } }) =>
  `Review by ${review.author} of ${review.brand.name}`;

export interface ReviewFilterArgs {
  search?: string | null;
  brandId?: string | number | null;
  rating?: number | null;
  answered?: boolean | null;
  hidden?: boolean | null;
}

/** The studio filter as a where clause: only what is set narrows the list. */
export function managedReviewWhere(filter: ReviewFilterArgs | null | undefined): Prisma.ReviewWhereInput {
  if (!filter) return {};
  const search = filterText(filter.search);
  return allOf<Prisma.ReviewWhereInput>([
    search
      ? anyOf<Prisma.ReviewWhereInput>(search, [
          (s) => ({ comment: containsText(s) }),
          (s) => ({ author: containsText(s) }),
        ])
      : null,
    filter.brandId ? idFilter(filter.brandId, 'Brand', (brandId) => ({ brandId })) : null,
    filter.rating != null ? { rating: filter.rating } : null,
    filter.answered === true ? { replies: { some: {} } } : null,
    filter.answered === false ? { replies: { none: {} } } : null,
    filter.hidden === true ? { hiddenAt: { not: null } } : null,
    filter.hidden === false ? { hiddenAt: null } : null,
  ]);
}
