import { describe, expect, it } from 'vitest';
import { buildPriceRange, displayPriceRange, EXPLORE_FOR_PRICES } from './rules.js';

describe('price range text', () => {
  it('is built from the currency symbol with min and max', () => {
    expect(buildPriceRange('NGN', 25000, 180000)).toBe('₦25,000 - ₦180,000');
    expect(buildPriceRange('USD', 120, 120)).toBe('$120');
    expect(buildPriceRange('GHS', 300, null)).toBe('From GH₵300');
    expect(buildPriceRange('KES', null, 900)).toBe('Up to KSh900');
  });
  it('reads explore-for-prices without a currency or without min and max', () => {
    expect(buildPriceRange('NONE', 10, 20)).toBe(EXPLORE_FOR_PRICES);
    expect(buildPriceRange(null, 10, 20)).toBe(EXPLORE_FOR_PRICES);
    expect(buildPriceRange('USD', null, null)).toBe(EXPLORE_FOR_PRICES);
  });
  it('shows a stored range with equal min and max at or below 100 as explore-for-prices', () => {
    expect(displayPriceRange('$100 - $100')).toBe(EXPLORE_FOR_PRICES);
    expect(displayPriceRange('$50')).toBe(EXPLORE_FOR_PRICES);
    expect(displayPriceRange('$101 - $101')).toBe('$101 - $101');
    expect(displayPriceRange('$50 - $100')).toBe('$50 - $100');
    expect(displayPriceRange('₦25,000 - ₦180,000')).toBe('₦25,000 - ₦180,000');
    expect(displayPriceRange(null)).toBe(EXPLORE_FOR_PRICES);
    expect(displayPriceRange('   ')).toBe(EXPLORE_FOR_PRICES);
  });
});
