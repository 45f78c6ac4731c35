import type { Prisma } from '../../api/src/generated/prisma/client.js';
import type { BrandPlan, BrandRating } from './brands.js';
import { dayOf, SeedClock } from './clock.js';
import { seedId } from './ids.js';
import { REVIEWER_NAMES, reviewSignature } from './people.js';
import { fill, REPLIES_CRITICAL, REPLIES_POSITIVE, REPLY_FOLLOW_UPS, REVIEW_COMMENTS } from './phrases.js';
import { rngFor } from './random.js';

export interface ReviewSet {
  reviews: Prisma.ReviewCreateManyInput[];
  replies: Prisma.ReviewReplyCreateManyInput[];
  /** Average rating (2 decimals) and review count per brand id. */
  ratings: Map<string, BrandRating>;
}

export interface ReviewActors {
  shopperId: string;
  adminId: string;
  brandAdminId: string;
  brandAdminBrandIds: readonly string[];
  /** Brands whose first review was written by the demo shopper. */
  shopperReviewedBrandIds: readonly string[];
}

const RATING_WEIGHTS = [
  [5, 0.52],
  [4, 0.3],
  [3, 0.1],
  [2, 0.05],
  [1, 0.03],
] as const;

/** Reviews from the past year (never before the brand joined), with replies from the brand teams. */
export function planReviews(plans: readonly BrandPlan[], clock: SeedClock, actors: ReviewActors): ReviewSet {
  const reviews: Prisma.ReviewCreateManyInput[] = [];
  const replies: Prisma.ReviewReplyCreateManyInput[] = [];
  const ratings = new Map<string, BrandRating>();

  for (const plan of plans) {
    const rng = rngFor(`reviews:${plan.slug}`);
    const isRecent = clock.daysSince(plan.createdAt) < 30;
    const showcase = actors.shopperReviewedBrandIds.includes(plan.id) || actors.brandAdminBrandIds.includes(plan.id);
    const count = showcase ? rng.int(4, 8) : isRecent ? rng.int(0, 2) : rng.chance(0.1) ? 0 : rng.int(2, 8);
    const earliest = SeedClock.max(plan.createdAt, clock.daysAgo(365));
    const windowDays = (clock.now.getTime() - earliest.getTime()) / 86_400_000;
    const authors = rng.sample(REVIEWER_NAMES, count);
    let total = 0;

    for (let i = 0; i < count; i++) {
      const rating = rng.weighted(RATING_WEIGHTS);
      total += rating;
      const createdAt = clock.after(earliest, rng.between(0.1, Math.max(0.2, windowDays - 0.5)));
      const byShopper = i === 0 && actors.shopperReviewedBrandIds.includes(plan.id);
      const author = byShopper ? 'Ayo Bankole' : reviewSignature(authors[i]!, rng.int(0, 2));
      const id = seedId(`review:${plan.slug}:${i + 1}`);
      reviews.push({
        id,
        brandId: plan.id,
        userId: byShopper ? actors.shopperId : null,
        author,
        comment: fill(rng.pick(REVIEW_COMMENTS[rating]), { brand: plan.seed.name, city: plan.place.city }),
        rating,
        date: dayOf(createdAt),
        createdAt,
        updatedAt: createdAt,
      });

      if (!rng.chance(0.3)) continue;
      const first = author.split(' ')[0]!;
      const owned = actors.brandAdminBrandIds.includes(plan.id);
      const replyBase = {
        reviewId: id,
        userId: owned ? actors.brandAdminId : actors.adminId,
        adminName: `${plan.seed.name} Team`,
        // Signed '{brand} Team': the reply speaks for the brand, so the brand's admin may change it.
        authorKind: 'brand' as const,
      };
      const repliedAt = clock.after(createdAt, rng.between(0.2, 5));
      const edited = rng.chance(0.35);
      replies.push({
        ...replyBase,
        id: seedId(`review-reply:${plan.slug}:${i + 1}:1`),
        replyText: fill(rng.pick(rating >= 4 ? REPLIES_POSITIVE : REPLIES_CRITICAL), { first }),
        createdAt: repliedAt,
        updatedAt: edited ? clock.after(repliedAt, rng.between(0.5, 10)) : repliedAt,
      });
      if (rng.chance(0.25)) {
        const followUpAt = clock.after(repliedAt, rng.between(2, 20));
        replies.push({
          ...replyBase,
          id: seedId(`review-reply:${plan.slug}:${i + 1}:2`),
          replyText: fill(rating >= 4 ? REPLY_FOLLOW_UPS.thanks : REPLY_FOLLOW_UPS.resolved, { first }),
          createdAt: followUpAt,
          updatedAt: followUpAt,
        });
      }
    }
    ratings.set(plan.id, { rating: count ? Math.round((total / count) * 100) / 100 : 0, reviewCount: count });
  }
  return { reviews, replies, ratings };
}
