import { describe, expect, it } from 'vitest';
import { defaultReviewerName, reviewErrors } from './reviewRules';

describe('review form rules', () => {
  it("gives the spec's messages", () => {
    expect(reviewErrors({ author: ' ', comment: '', rating: 0 })).toEqual({
      author: 'Please enter your name',
      comment: 'Please enter your review',
      rating: 'Please select a rating',
    });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 5 })).toEqual({});
  });

  it('prefills the name from first and last name, else the e-mail before the @', () => {
    expect(defaultReviewerName({ firstName: 'Ayo', lastName: 'Bankole', email: 'a@b.co' })).toBe('Ayo Bankole');
    expect(defaultReviewerName({ firstName: 'Ayo', lastName: null, email: 'a@b.co' })).toBe('Ayo');
    expect(defaultReviewerName({ firstName: ' ', lastName: null, email: 'ayo.b@example.com' })).toBe('ayo.b');
    expect(defaultReviewerName(null)).toBe('');
  });
});
