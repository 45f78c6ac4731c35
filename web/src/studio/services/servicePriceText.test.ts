import { describe, expect, it } from 'vitest';
import { servicePriceText } from './servicePriceText';

describe('servicePriceText', () => {
  it('shows the price sent in the brand’s currency', () => {
    expect(servicePriceText({ contactForPricing: false, priceRange: null, price: 45, currency: 'USD' })).toBe('$45');
  });

  it('says contact for pricing, with the range when there is one', () => {
    expect(servicePriceText({ contactForPricing: true, priceRange: ' ', price: 0, currency: 'USD' })).toBe(
      'Contact for pricing',
    );
    expect(servicePriceText({ contactForPricing: true, priceRange: '$200 - $900', price: 0, currency: 'USD' })).toBe(
      'Contact for pricing · $200 - $900',
    );
  });
});
