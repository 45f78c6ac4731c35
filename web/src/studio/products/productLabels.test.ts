import { describe, expect, it } from 'vitest';
import { CONTACT_FOR_PRICING, priceLabel, serviceTypeLabel, stockLabel } from './productLabels';

describe('product list labels', () => {
  it('names the type: a service by its kind, else the service type', () => {
    expect(serviceTypeLabel('service', 'alterations')).toBe('Alterations & Repairs');
    expect(serviceTypeLabel('consultation', null)).toBe('Consultation');
    expect(serviceTypeLabel('portfolio', null)).toBe('Portfolio');
    expect(serviceTypeLabel('product', undefined)).toBe('Product');
  });

  it('shows the price in its currency, or Contact for pricing', () => {
    expect(priceLabel({ price: 45000, contactForPricing: false, currency: 'NGN' })).toBe('₦45,000');
    expect(priceLabel({ price: 12.5, contactForPricing: false, currency: 'USD' })).toBe('$12.50');
    expect(priceLabel({ price: 100, contactForPricing: true, currency: 'USD' })).toBe(CONTACT_FOR_PRICING);
    expect(priceLabel({ price: 0, contactForPricing: false, currency: 'USD' })).toBe(CONTACT_FOR_PRICING);
  });

  it('says whether it is in stock', () => {
    expect(stockLabel(true)).toBe('In stock');
    expect(stockLabel(false)).toBe('Out of stock');
  });
});
