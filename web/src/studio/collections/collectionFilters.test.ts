import { describe, expect, it } from 'vitest';
import {
  COLLECTION_FILTERS_IN_URL,
  DEFAULT_COLLECTION_FILTERS,
  collectionFiltersFromParams,
  hasCollectionFilters,
  toCollectionFilterInput,
  withCollectionFilters,
  withoutCollectionFilters,
} from './collectionFilters';

const params = (query: string) => new URLSearchParams(query);
const BRAND = 'QnJhbmQ6ZjZkN2Y0ZmI=';

describe('collectionFiltersFromParams', () => {
  it('starts from every collection of every brand', () => {
    expect(collectionFiltersFromParams(params(''))).toEqual(DEFAULT_COLLECTION_FILTERS);
    expect(DEFAULT_COLLECTION_FILTERS).toEqual({ search: '', brand: '' });
  });

  it('reads the search and the brand, trimmed', () => {
    expect(collectionFiltersFromParams(params(`search=%20bridal%20&brand=${encodeURIComponent(BRAND)}`))).toEqual({
      search: 'bridal',
      brand: BRAND,
    });
  });
});

describe('withCollectionFilters', () => {
  it('sets the changed filters and keeps other parameters', () => {
    expect(withCollectionFilters(params('tab=2'), { search: 'linen', brand: 'b1' }).toString()).toBe(
      'tab=2&search=linen&brand=b1',
    );
  });

  it('leaves a filter alone when it is not among the changes', () => {
    expect(withCollectionFilters(params('search=x&brand=b1'), { search: 'y' }).toString()).toBe('search=y&brand=b1');
  });

  it('removes empty filters, so the plain list has a plain address', () => {
    expect(withCollectionFilters(params('search=x&brand=b1'), { search: ' ', brand: '' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { search: 'Kente & Co', brand: BRAND };
    expect(collectionFiltersFromParams(withCollectionFilters(params(''), filters))).toEqual(filters);
  });
});

describe('withoutCollectionFilters', () => {
  it('drops the filters but nothing else', () => {
    expect(withoutCollectionFilters(params('search=a&brand=b&tab=2')).toString()).toBe('tab=2');
    expect(COLLECTION_FILTERS_IN_URL.clear(params('brand=b')).toString()).toBe('');
  });
});

describe('the API filter', () => {
  it('says whether anything narrows the list', () => {
    expect(hasCollectionFilters(DEFAULT_COLLECTION_FILTERS)).toBe(false);
    expect(hasCollectionFilters({ search: 'x', brand: '' })).toBe(true);
    expect(hasCollectionFilters({ search: '', brand: 'b' })).toBe(true);
  });

  it('sends only what is set, or no filter at all', () => {
    expect(toCollectionFilterInput(DEFAULT_COLLECTION_FILTERS)).toBeNull();
    expect(toCollectionFilterInput({ search: 'linen', brand: '' })).toEqual({ search: 'linen' });
    expect(toCollectionFilterInput({ search: '', brand: BRAND })).toEqual({ brandId: BRAND });
  });
});
