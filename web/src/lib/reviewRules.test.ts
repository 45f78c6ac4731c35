import { describe, expect, it } from 'vitest';
import { defaultReviewerName } from './reviewRules';

describe('review form defaults', () => {
  it('prefills the name from first and last name, else the e-mail before the @', () => {
    expect(defaultReviewerName({ firstName: 'Ayo', lastName: 'Bankole', email: 'a@b.co' })).toBe('Ayo Bankole');
    expect(defaultReviewerName({ firstName: 'Ayo', lastName: null, email: 'a@b.co' })).toBe('Ayo');
    expect(defaultReviewerName({ firstName: ' ', lastName: null, email: 'ayo.b@example.com' })).toBe('ayo.b');
    expect(defaultReviewerName(null)).toBe('');
  });
});
