import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { brandFilter, oneOfFilter, searchFilter } from '../kit/list/urlFilterKinds';

const OWNER_FILTERS = {
  /** Text in the comment or the author's name. */
  search: searchFilter({ id: 'reviews-search', placeholder: 'Comment or reviewer' }),
  brand: brandFilter({ id: 'reviews-brand' }),
  rating: oneOfFilter({
    param: 'rating',
    options: [
      { value: '5', label: '5 stars' },
      { value: '4', label: '4 stars' },
      { value: '3', label: '3 stars' },
      { value: '2', label: '2 stars' },
      { value: '1', label: '1 star' },
    ],
    id: 'reviews-rating',
    label: 'Rating',
    allLabel: 'Any rating',
  }),
  reply: oneOfFilter({
    param: 'reply',
    options: [
      { value: 'unanswered', label: 'Unanswered' },
      { value: 'answered', label: 'Answered' },
    ],
    id: 'reviews-reply',
    label: 'Replies',
    allLabel: 'Any',
  }),
};

/** A brand admin's review filters in the URL: ?search=&brand={brand id}&rating=1..5&reply=answered|unanswered. */
export const ownerReviewFilters = defineUrlFilters(OWNER_FILTERS);

/** A platform admin's: the same and &visibility=shown|hidden (brand admins never see hidden reviews). */
export const moderatorReviewFilters = defineUrlFilters({
  ...OWNER_FILTERS,
  visibility: oneOfFilter({
    param: 'visibility',
    options: [
      { value: 'shown', label: 'Shown' },
      { value: 'hidden', label: 'Hidden' },
    ],
    id: 'reviews-visibility',
    label: 'Visibility',
    allLabel: 'Any',
  }),
});

export type ReviewFilters = FilterValues<typeof OWNER_FILTERS> & {
  visibility?: FilterValues<typeof moderatorReviewFilters.filters>['visibility'];
};

/** The API's ManagedReviewFilter: only what is set. */
export interface ReviewFilterInput {
  search?: string;
  brandId?: string;
  rating?: number;
  answered?: boolean;
  hidden?: boolean;
}

/** The API's ManagedReviewFilter with empty values left out; null when nothing narrows the list. */
export const toReviewFilterInput = (filters: ReviewFilters) =>
  filterInput<ReviewFilterInput>({
    search: filters.search,
    brandId: filters.brand,
    rating: filters.rating && Number(filters.rating),
    answered: filters.reply && filters.reply === 'answered',
    hidden: filters.visibility && filters.visibility === 'hidden',
  });
