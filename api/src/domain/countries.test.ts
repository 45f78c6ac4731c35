import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRIES, isDeliveryCountry } from './countries.js';

describe('preferences, countries and favourite kinds', () => {
  it('offers about 40 countries plus Other, once each', () => {
    expect(DELIVERY_COUNTRIES.length).toBeGreaterThanOrEqual(40);
    expect(DELIVERY_COUNTRIES.at(-1)).toBe('Other');
    expect(new Set(DELIVERY_COUNTRIES).size).toBe(DELIVERY_COUNTRIES.length);
    expect(isDeliveryCountry('Nigeria')).toBe(true);
    expect(isDeliveryCountry('Atlantis')).toBe(false);
  });
});
