import { describe, expect, it } from 'vitest';
import { reviewErrors, roundedAverage } from './rules.js';

describe('review rules', () => {
  it("gives the spec's messages", () => {
    expect(reviewErrors({ author: ' ', comment: '', rating: 0 })).toEqual({
      rating: 'Please select a rating',
      author: 'Please enter your name',
      comment: 'Please enter your review',
    });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 6 })).toEqual({ rating: 'Please select a rating' });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 2.5 })).toEqual({
      rating: 'Please select a rating',
    });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 5 })).toEqual({});
  });
  it('rounds the average to two decimals', () => {
    expect(roundedAverage(4.3333333)).toBe(4.33);
    expect(roundedAverage(null)).toBe(0);
  });
});
