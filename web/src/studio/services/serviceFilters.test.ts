import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVICE_FILTERS,
  SERVICE_FILTERS_IN_URL,
  asksForRefresh,
  hasServiceFilters,
  serviceFiltersFromParams,
  toServiceFilterInput,
  withServiceFilters,
  withoutRefresh,
} from './serviceFilters';

const params = (query: string) => new URLSearchParams(query);

describe('serviceFiltersFromParams', () => {
  it('starts from every service of every brand', () => {
    expect(serviceFiltersFromParams(params(''))).toEqual(DEFAULT_SERVICE_FILTERS);
  });

  it('reads the search, brand and type, trimmed', () => {
    expect(serviceFiltersFromParams(params('search=%20hem%20&brand=B1&type=fitting'))).toEqual({
      search: 'hem',
      brand: 'B1',
      type: 'fitting',
    });
  });

  it('ignores a type that is not one of the four', () => {
    expect(serviceFiltersFromParams(params('type=portfolio')).type).toBe('');
  });
});

describe('withServiceFilters', () => {
  it('sets, keeps and removes parameters', () => {
    expect(withServiceFilters(params('tab=2'), { type: 'alterations' }).toString()).toBe('tab=2&type=alterations');
    expect(withServiceFilters(params('search=x&type=fitting'), { type: '' }).toString()).toBe('search=x');
  });

  it('round-trips through the URL', () => {
    const filters = { search: 'Lace & silk', brand: 'QnJhbmQ6MQ==', type: 'custom_design' as const };
    expect(serviceFiltersFromParams(withServiceFilters(params(''), filters))).toEqual(filters);
  });

  it('clears the filters but nothing else', () => {
    expect(SERVICE_FILTERS_IN_URL.clear(params('search=a&brand=b&type=fitting&refresh=1')).toString()).toBe(
      'refresh=1',
    );
  });
});

describe('the API filter', () => {
  it('sends only what is set, or no filter at all', () => {
    expect(hasServiceFilters(DEFAULT_SERVICE_FILTERS)).toBe(false);
    expect(toServiceFilterInput(DEFAULT_SERVICE_FILTERS)).toBeNull();
    expect(toServiceFilterInput({ search: 'hem', brand: '', type: 'alterations' })).toEqual({
      search: 'hem',
      kind: 'alterations',
    });
    expect(toServiceFilterInput({ search: '', brand: 'B1', type: '' })).toEqual({ brandId: 'B1' });
    expect(hasServiceFilters({ search: '', brand: '', type: 'fitting' })).toBe(true);
  });
});

describe('the refresh request', () => {
  it('is read from ?refresh=1 and dropped afterwards, the filters kept', () => {
    expect(asksForRefresh(params('refresh=1'))).toBe(true);
    expect(asksForRefresh(params('refresh=0'))).toBe(false);
    expect(asksForRefresh(params(''))).toBe(false);
    expect(withoutRefresh(params('type=fitting&refresh=1')).toString()).toBe('type=fitting');
  });
});
