import { describe, expect, it } from 'vitest';
import { productFilters, toProductFilterInput } from './productFilters';

describe('product filters', () => {
  it('asks the API for every product, or for what is set', () => {
    expect(toProductFilterInput(productFilters.initial)).toBeNull();
    const filters = productFilters.read(
      new URLSearchParams('search=wrap&brand=B1&category=Bridal&stock=out&type=service'),
    );
    expect(toProductFilterInput(filters)).toEqual({
      search: 'wrap',
      brandId: 'B1',
      category: 'Bridal',
      stock: 'OUT_OF_STOCK',
      serviceType: 'service',
    });
    expect(toProductFilterInput({ ...productFilters.initial, stock: 'in' })).toEqual({ stock: 'IN_STOCK' });
  });
});
