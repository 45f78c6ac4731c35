import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BRAND_FILTERS,
  brandFiltersFromParams,
  hasBrandFilters,
  toBrandFilterInput,
  withBrandFilters,
  withoutBrandFilters,
} from './brandFilters';

const params = (query: string) => new URLSearchParams(query);

describe('brandFiltersFromParams', () => {
  it('starts from every brand', () => {
    expect(brandFiltersFromParams(params(''))).toEqual(DEFAULT_BRAND_FILTERS);
  });

  it('reads the search (trimmed) and the verified choice', () => {
    expect(brandFiltersFromParams(params('search=%20Lagos%20&verified=verified'))).toEqual({
      search: 'Lagos',
      verified: 'verified',
    });
    expect(brandFiltersFromParams(params('verified=unverified')).verified).toBe('unverified');
  });

  it('ignores a verified value outside the choices', () => {
    expect(brandFiltersFromParams(params('verified=true')).verified).toBe('');
    expect(brandFiltersFromParams(params('verified=maybe')).verified).toBe('');
  });
});

describe('withBrandFilters', () => {
  it('sets the changed filters and keeps other parameters', () => {
    expect(
      withBrandFilters(params('tab=2&verified=verified'), { verified: 'unverified', search: 'gown' }).toString(),
    ).toBe('tab=2&verified=unverified&search=gown');
  });

  it('removes empty filters, so the plain list has a plain address', () => {
    expect(withBrandFilters(params('search=x&verified=verified'), { search: '  ', verified: '' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { search: 'Accra', verified: 'unverified' as const };
    expect(brandFiltersFromParams(withBrandFilters(params(''), filters))).toEqual(filters);
  });
});

describe('withoutBrandFilters', () => {
  it('drops the filters but nothing else', () => {
    expect(withoutBrandFilters(params('search=a&verified=verified&tab=2')).toString()).toBe('tab=2');
  });
});

describe('hasBrandFilters', () => {
  it('is true when the search or the verified choice narrows the list', () => {
    expect(hasBrandFilters(DEFAULT_BRAND_FILTERS)).toBe(false);
    expect(hasBrandFilters({ search: 'x', verified: '' })).toBe(true);
    expect(hasBrandFilters({ search: '', verified: 'verified' })).toBe(true);
  });
});

describe('toBrandFilterInput', () => {
  it('sends only what is set, or no filter at all', () => {
    expect(toBrandFilterInput(DEFAULT_BRAND_FILTERS)).toBeNull();
    expect(toBrandFilterInput({ search: 'gown', verified: '' })).toEqual({ search: 'gown' });
  });

  it('maps the verified choice to the API flag', () => {
    expect(toBrandFilterInput({ search: '', verified: 'verified' })).toEqual({ verified: true });
    expect(toBrandFilterInput({ search: '', verified: 'unverified' })).toEqual({ verified: false });
  });
});
