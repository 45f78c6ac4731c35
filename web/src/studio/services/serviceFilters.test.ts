import { describe, expect, it } from 'vitest';
import { asksForRefresh, serviceFilters, toServiceFilterInput, withoutRefresh } from './serviceFilters';

describe('service filters', () => {
  it('asks the API for every service, or for what is set', () => {
    expect(toServiceFilterInput(serviceFilters.initial)).toBeNull();
    const filters = serviceFilters.read(new URLSearchParams('search=%20hem%20&brand=B1&type=alterations'));
    expect(toServiceFilterInput(filters)).toEqual({ search: 'hem', brandId: 'B1', kind: 'alterations' });
  });

  it('clears the filters but not a refresh request', () => {
    expect(serviceFilters.clear(new URLSearchParams('search=a&brand=b&type=fitting&refresh=1')).toString()).toBe(
      'refresh=1',
    );
  });
});

describe('the refresh request', () => {
  it('is honoured once, then dropped from the address', () => {
    expect(asksForRefresh(new URLSearchParams('refresh=1&type=fitting'))).toBe(true);
    expect(withoutRefresh(new URLSearchParams('refresh=1&type=fitting')).toString()).toBe('type=fitting');
  });
});
