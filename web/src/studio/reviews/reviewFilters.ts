import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

export type RatingChoice = '1' | '2' | '3' | '4' | '5';
export type ReplyChoice = 'answered' | 'unanswered';
export type VisibilityChoice = 'shown' | 'hidden';

/**
 * The review list's filters as they live in the URL:
 * ?search=&brand={brand id}&rating=1..5&reply=answered|unanswered&visibility=shown|hidden
 * (empty or unknown values left out).
 */
export interface ReviewFilters {
  /** Text in the comment or the author's name. */
  search: string;
  /** A brand's global id; '' for every brand the viewer manages. */
  brand: string;
  rating: RatingChoice | '';
  reply: ReplyChoice | '';
  /** Platform admins only: brand admins never see hidden reviews. */
  visibility: VisibilityChoice | '';
}

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = { search: '', brand: '', rating: '', reply: '', visibility: '' };

const PARAM_NAMES: readonly (keyof ReviewFilters)[] = ['search', 'brand', 'rating', 'reply', 'visibility'];

export const RATING_OPTIONS: readonly { value: RatingChoice; label: string }[] = [
  { value: '5', label: '5 stars' },
  { value: '4', label: '4 stars' },
  { value: '3', label: '3 stars' },
  { value: '2', label: '2 stars' },
  { value: '1', label: '1 star' },
];

export const REPLY_OPTIONS: readonly { value: ReplyChoice; label: string }[] = [
  { value: 'unanswered', label: 'Unanswered' },
  { value: 'answered', label: 'Answered' },
];

export const VISIBILITY_OPTIONS: readonly { value: VisibilityChoice; label: string }[] = [
  { value: 'shown', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];

/** The API's ManagedReviewFilter: only what is set. */
export interface ReviewFilterInput {
  search?: string;
  brandId?: string;
  rating?: number;
  answered?: boolean;
  hidden?: boolean;
}

const oneOf = <T extends string>(values: readonly { value: T }[], raw: string | null): T | '' =>
  values.find((option) => option.value === raw?.trim())?.value ?? '';

export function reviewFiltersFromParams(params: URLSearchParams): ReviewFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    brand: params.get('brand')?.trim() ?? '',
    rating: oneOf(RATING_OPTIONS, params.get('rating')),
    reply: oneOf(REPLY_OPTIONS, params.get('reply')),
    visibility: oneOf(VISIBILITY_OPTIONS, params.get('visibility')),
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withReviewFilters(params: URLSearchParams, changes: Partial<ReviewFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

export function withoutReviewFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

/** Whether anything narrows the list (the visibility filter only counts for those who may use it). */
export function hasReviewFilters(filters: ReviewFilters, moderates: boolean): boolean {
  return PARAM_NAMES.some((name) => (name === 'visibility' && !moderates ? false : filters[name] !== ''));
}

/** The API's ManagedReviewFilter with empty values left out; null when nothing narrows the list. */
export function toReviewFilterInput(filters: ReviewFilters, moderates: boolean): ReviewFilterInput | null {
  const input: ReviewFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.brand) input.brandId = filters.brand;
  if (filters.rating) input.rating = Number(filters.rating);
  if (filters.reply) input.answered = filters.reply === 'answered';
  if (moderates && filters.visibility) input.hidden = filters.visibility === 'hidden';
  return Object.keys(input).length ? input : null;
}

/** For useUrlFilters. */
export const REVIEW_FILTERS_IN_URL: UrlFilterCodec<ReviewFilters> = {
  read: reviewFiltersFromParams,
  write: withReviewFilters,
  clear: withoutReviewFilters,
};
