import { describe, expect, it } from 'vitest';
import {
  orderTotal,
  brandRequestProblems,
  customOrderProblems,
  FIT_PREFERENCES,
  fromStoredPreference,
  toStoredPreference,
} from './rules.js';

const completeOrder = {
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  quantity: 1,
  fitPreference: 'regular',
  lengthPreference: 'regular',
  sleevePreference: 'long',
};

describe('order total', () => {
  it('adds 10% when special requirements are set, rounded to 2 decimals', () => {
    expect(orderTotal(100, 'Hand-beaded hem')).toBe(110);
    expect(orderTotal(33.33, 'Lining')).toBe(36.66);
    expect(orderTotal(19.99, 'x')).toBe(21.99);
  });
  it('leaves the amount alone without requirements (blank counts as none)', () => {
    expect(orderTotal(100, null)).toBe(100);
    expect(orderTotal(100, '   ')).toBe(100);
    expect(orderTotal(10.005, undefined)).toBe(10.01);
  });
});

describe('custom order validation', () => {
  it('accepts a complete order', () => expect(customOrderProblems(completeOrder)).toEqual({}));
  it("uses the spec's messages", () => {
    expect(customOrderProblems({ ...completeOrder, fullName: ' ', email: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
    });
    expect(customOrderProblems({ ...completeOrder, email: 'ada@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it('requires fit, length and sleeve from their option lists', () => {
    expect(
      Object.keys(
        customOrderProblems({ ...completeOrder, fitPreference: null, lengthPreference: 'huge', sleevePreference: '' }),
      ),
    ).toEqual(['fitPreference', 'lengthPreference', 'sleevePreference']);
    expect(FIT_PREFERENCES).toHaveLength(9);
    expect(FIT_PREFERENCES[0]).toBe('very-loose');
    expect(FIT_PREFERENCES[8]).toBe('very-tight');
  });
  it('takes quantities 1 to 5', () => {
    expect(customOrderProblems({ ...completeOrder, quantity: 5 })).toEqual({});
    expect(customOrderProblems({ ...completeOrder, quantity: 0 }).quantity).toBe('Quantity must be at least 1');
    expect(customOrderProblems({ ...completeOrder, quantity: 6 }).quantity).toBe('Quantity must be between 1 and 5');
  });
});

describe('brand request validation', () => {
  it("uses the spec's messages", () => {
    expect(brandRequestProblems({ fullName: '', email: '', quantity: 0 })).toEqual({
      fullName: 'Full name is required',
      email: 'Email address is required',
      quantity: 'Quantity must be at least 1',
    });
    expect(brandRequestProblems({ fullName: 'Kofi', email: 'kofi', quantity: 2 })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(brandRequestProblems({ fullName: 'Kofi', email: 'kofi@example.com', quantity: 3 })).toEqual({});
  });
});

describe('preferences, countries and favourite kinds', () => {
  it('maps option values to stored enum values and back', () => {
    expect(toStoredPreference('three-quarter')).toBe('three_quarter');
    expect(fromStoredPreference('very_loose')).toBe('very-loose');
  });
});
