import { describe, expect, it } from 'vitest';
import { moderatorReviewFilters, ownerReviewFilters, toReviewFilterInput } from './reviewFilters';

const query = 'search=%20silk%20&brand=B1&rating=4&reply=unanswered&visibility=hidden';

describe('review filters', () => {
  it("makes the API's filter, with visibility for platform admins only", () => {
    expect(toReviewFilterInput(moderatorReviewFilters.initial)).toBeNull();
    expect(toReviewFilterInput(moderatorReviewFilters.read(new URLSearchParams(query)))).toEqual({
      search: 'silk',
      brandId: 'B1',
      rating: 4,
      answered: false,
      hidden: true,
    });
    expect(toReviewFilterInput(ownerReviewFilters.read(new URLSearchParams(query)))).not.toHaveProperty('hidden');
  });

  it('a visibility filter narrows only the list of those who may use it', () => {
    expect(ownerReviewFilters.narrows(ownerReviewFilters.read(new URLSearchParams('visibility=hidden')))).toBe(false);
    expect(moderatorReviewFilters.narrows(moderatorReviewFilters.read(new URLSearchParams('visibility=hidden')))).toBe(
      true,
    );
  });
});
