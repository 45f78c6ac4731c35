/** The review form's rules and messages (spec section 5), as the API checks them too. */
export const REVIEW_MESSAGES = {
  author: 'Please enter your name',
  comment: 'Please enter your review',
  rating: 'Please select a rating',
} as const;

export interface ReviewDraft {
  author: string;
  comment: string;
  rating: number;
}

export function reviewErrors(draft: ReviewDraft): Partial<Record<keyof ReviewDraft, string>> {
  const errors: Partial<Record<keyof ReviewDraft, string>> = {};
  if (!draft.author.trim()) errors.author = REVIEW_MESSAGES.author;
  if (!draft.comment.trim()) errors.comment = REVIEW_MESSAGES.comment;
  if (!(draft.rating >= 1 && draft.rating <= 5)) errors.rating = REVIEW_MESSAGES.rating;
  return errors;
}

/** The reviewer's name to start with: first and last name, else the part of the e-mail before the @. */
export function defaultReviewerName(
  viewer: { firstName?: string | null; lastName?: string | null; email?: string | null } | null,
): string {
  if (!viewer) return '';
  const name = [viewer.firstName, viewer.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || (viewer.email ?? '').split('@')[0] || '';
}
