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
