import { REVIEW_STUDIO_MESSAGES } from './messages.js';

/** The spec's review form rules (section 5), for the API and the web form alike; field errors keyed by input field. */
export interface ReviewDraft {
  author: string;
  comment: string;
  rating: number | null | undefined;
}

export const REVIEW_MESSAGES = {
  author: 'Please enter your name',
  comment: 'Please enter your review',
  rating: 'Please select a rating',
} as const;

export const MAX_AUTHOR_LENGTH = 100;
export const MAX_COMMENT_LENGTH = 5000;

export type ReviewErrors = Partial<Record<keyof ReviewDraft, string>>;

export function reviewErrors(draft: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!draft.rating || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5)
    errors.rating = REVIEW_MESSAGES.rating;
  if (!draft.author.trim()) errors.author = REVIEW_MESSAGES.author;
  else if (draft.author.trim().length > MAX_AUTHOR_LENGTH)
    errors.author = `Name must be at most ${MAX_AUTHOR_LENGTH} characters long`;
  if (!draft.comment.trim()) errors.comment = REVIEW_MESSAGES.comment;
  else if (draft.comment.trim().length > MAX_COMMENT_LENGTH)
    errors.comment = `Review must be at most ${MAX_COMMENT_LENGTH} characters long`;
  return errors;
}

/** A brand's average rating as stored: two decimals, 0 without reviews. */
export function roundedAverage(average: number | null | undefined): number {
  return average ? Math.round(average * 100) / 100 : 0;
}

// ---------------------------------------------------------------- replies and moderation

export const MAX_REPLY_LENGTH = 2000;
/** The name a reply from the platform is signed with. */
export const PLATFORM_REPLY_NAME = 'Adire Team';

export type ReplyAuthorKind = 'brand' | 'platform';

/** Who is acting, as far as these rules need to know. */
export interface ReviewActor {
  role: string;
  ownedBrandIds: readonly string[];
}

const isPlatformRole = (actor: ReviewActor) => actor.role === 'super_admin' || actor.role === 'admin';
const ownsBrand = (actor: ReviewActor, brandId: string) =>
  actor.role === 'brand_admin' && actor.ownedBrandIds.includes(brandId);

/** The reply text's check: required, at most MAX_REPLY_LENGTH characters once trimmed. */
export function replyErrors(replyText: string | null | undefined): { replyText?: string } {
  const text = replyText?.trim() ?? '';
  if (!text) return { replyText: REVIEW_STUDIO_MESSAGES.replyRequired };
  if ([...text].length > MAX_REPLY_LENGTH) return { replyText: REVIEW_STUDIO_MESSAGES.replyTooLong(MAX_REPLY_LENGTH) };
  return {};
}

/** The name shown above a reply: the brand's name when it speaks for the brand, else the Adire Team. */
export const replyAuthorName = (kind: ReplyAuthorKind, brandName: string) =>
  kind === 'brand' ? brandName.trim() : PLATFORM_REPLY_NAME;

/** Sees (and answers) a review: admins every review, a brand admin those of their brands that are not hidden. */
export function mayManageReview(actor: ReviewActor, review: { brandId: string; hidden: boolean }): boolean {
  if (isPlatformRole(actor)) return true;
  return ownsBrand(actor, review.brandId) && !review.hidden;
}

/** Replies as the brand: its owner, or a platform admin; as the platform: platform admins only. */
export function mayReplyAs(actor: ReviewActor, kind: ReplyAuthorKind, brandId: string): boolean {
  if (isPlatformRole(actor)) return true;
  return kind === 'brand' && ownsBrand(actor, brandId);
}

/** Changes or deletes a reply: admins any, a brand admin the brand's own replies on their brands' reviews. */
export const mayChangeReply = (actor: ReviewActor, kind: ReplyAuthorKind, brandId: string) =>
  mayReplyAs(actor, kind, brandId);

/** Hides and shows reviews: platform admins only. */
export const mayModerateReviews = (actor: ReviewActor) => isPlatformRole(actor);
