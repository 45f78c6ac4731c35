import { describe, expect, it } from 'vitest';
import { newsletterErrors, newsletterSource, optionalName } from './rules.js';

describe('newsletter rules', () => {
  it("gives the spec's messages", () => {
    expect(newsletterErrors('')).toEqual({ email: 'Please enter your email address' });
    expect(newsletterErrors('nope')).toEqual({ email: 'Please enter a valid email address' });
    expect(newsletterErrors('a@b.co')).toEqual({});
  });
  it('stores empty names as null and unknown sources as website', () => {
    expect(optionalName('  ')).toBeNull();
    expect(optionalName(' Ada ')).toBe('Ada');
    expect(newsletterSource('contact_form')).toBe('contact_form');
    expect(newsletterSource('spam')).toBe('website');
  });
});
