import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_FILTERS,
  hasProductFilters,
  productFiltersFromParams,
  toProductFilterInput,
  withProductFilters,
  withoutProductFilters,
} from './productFilters';

describe('product filters in the URL', () => {
  it('reads every filter, dropping unknown values', () => {
    const params = new URLSearchParams(
      'search=%20ankara%20&brand=QnJhbmQ6MQ&category=Bridal&stock=out&type=consultation&page=2',
    );
    expect(productFiltersFromParams(params)).toEqual({
      search: 'ankara',
      brand: 'QnJhbmQ6MQ',
      category: 'Bridal',
      stock: 'out',
      type: 'consultation',
    });
    expect(productFiltersFromParams(new URLSearchParams('category=Shoes&stock=maybe&type=gift'))).toEqual(
      DEFAULT_PRODUCT_FILTERS,
    );
  });

  it('writes changes, removes empty values and keeps other parameters', () => {
    const params = new URLSearchParams('search=lace&tab=x');
    const next = withProductFilters(params, { search: '', stock: 'in', category: 'Ready to Wear' });
    expect(next.toString()).toBe('tab=x&category=Ready+to+Wear&stock=in');
    expect(withoutProductFilters(next).toString()).toBe('tab=x');
  });

  it('says whether anything narrows the list', () => {
    expect(hasProductFilters(DEFAULT_PRODUCT_FILTERS)).toBe(false);
    expect(hasProductFilters({ ...DEFAULT_PRODUCT_FILTERS, type: 'service' })).toBe(true);
  });

  it('maps to the API filter with only what is set', () => {
    expect(toProductFilterInput(DEFAULT_PRODUCT_FILTERS)).toBeNull();
    expect(
      toProductFilterInput({ search: 'silk', brand: 'b1', category: 'Bridal', stock: 'out', type: 'product' }),
    ).toEqual({ search: 'silk', brandId: 'b1', category: 'Bridal', stock: 'OUT_OF_STOCK', serviceType: 'product' });
    expect(toProductFilterInput({ ...DEFAULT_PRODUCT_FILTERS, stock: 'in' })).toEqual({ stock: 'IN_STOCK' });
  });
});
