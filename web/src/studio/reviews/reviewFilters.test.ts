import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_FILTERS,
  hasReviewFilters,
  reviewFiltersFromParams,
  toReviewFilterInput,
  withReviewFilters,
  withoutReviewFilters,
} from './reviewFilters';

const params = (query: string) => new URLSearchParams(query);

describe('review filters in the URL', () => {
  it('starts from every review', () => {
    expect(reviewFiltersFromParams(params(''))).toEqual(DEFAULT_REVIEW_FILTERS);
    expect(toReviewFilterInput(DEFAULT_REVIEW_FILTERS, true)).toBeNull();
  });

  it('reads every filter, trimmed', () => {
    expect(
      reviewFiltersFromParams(params('search=%20fit%20&brand=QnJhbmQ6MQ&rating=2&reply=unanswered&visibility=hidden')),
    ).toEqual({
      search: 'fit',
      brand: 'QnJhbmQ6MQ',
      rating: '2',
      reply: 'unanswered',
      visibility: 'hidden',
    });
  });

  it('ignores values outside the choices', () => {
    expect(reviewFiltersFromParams(params('rating=6&reply=maybe&visibility=gone'))).toEqual(DEFAULT_REVIEW_FILTERS);
  });

  it('changes some filters and keeps the rest of the URL', () => {
    const next = withReviewFilters(params('rating=4&tab=x'), { reply: 'answered', rating: '' });
    expect(next.toString()).toBe('tab=x&reply=answered');
    expect(withoutReviewFilters(params('search=a&rating=4&tab=x')).toString()).toBe('tab=x');
  });

  it("makes the API's filter, with visibility for platform admins only", () => {
    const filters = reviewFiltersFromParams(params('search=fit&brand=b1&rating=3&reply=unanswered&visibility=hidden'));
    expect(toReviewFilterInput(filters, true)).toEqual({
      search: 'fit',
      brandId: 'b1',
      rating: 3,
      answered: false,
      hidden: true,
    });
    expect(toReviewFilterInput(filters, false)).toEqual({ search: 'fit', brandId: 'b1', rating: 3, answered: false });
    const onlyVisibility = reviewFiltersFromParams(params('visibility=shown'));
    expect(toReviewFilterInput(onlyVisibility, true)).toEqual({ hidden: false });
    expect(toReviewFilterInput(onlyVisibility, false)).toBeNull();
    expect(hasReviewFilters(onlyVisibility, true)).toBe(true);
    expect(hasReviewFilters(onlyVisibility, false)).toBe(false);
  });
});
