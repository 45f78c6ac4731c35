import { describe, expect, it } from 'vitest';
import { collectionFilters, toCollectionFilterInput } from './collectionFilters';

describe('collection filters', () => {
  it('asks the API for every collection, or for the search and brand set', () => {
    expect(toCollectionFilterInput(collectionFilters.initial)).toBeNull();
    const filters = collectionFilters.read(new URLSearchParams('search=%20aso%20&brand=QnJhbmQ6MQ'));
    expect(toCollectionFilterInput(filters)).toEqual({ search: 'aso', brandId: 'QnJhbmQ6MQ' });
  });
});
