import { describe, expect, it } from 'vitest';
import { favouriteTargetColumn } from './rules.js';

describe('preferences, countries and favourite kinds', () => {
  it('stores each kind in its own column', () => {
    expect([
      favouriteTargetColumn('brand'),
      favouriteTargetColumn('collection'),
      favouriteTargetColumn('product'),
    ]).toEqual(['brandId', 'catalogueId', 'productId']);
  });
});
