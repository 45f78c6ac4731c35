import { describe, expect, it } from 'vitest';
import { newsletterEmailProblem } from './newsletterRules';

describe('newsletter e-mail', () => {
  it("gives the spec's messages", () => {
    expect(newsletterEmailProblem(' ')).toBe('Please enter your email address');
    expect(newsletterEmailProblem('reader@nowhere')).toBe('Please enter a valid email address');
    expect(newsletterEmailProblem('reader@example.com')).toBeNull();
  });
});
