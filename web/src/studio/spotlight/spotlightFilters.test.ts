import { describe, expect, it } from 'vitest';
import { SPOTLIGHT_FILTERS_IN_URL, hasSpotlightFilters, searchArgument } from './spotlightFilters';

describe('spotlight list filters in the URL', () => {
  it('reads, writes and clears the search, keeping other parameters', () => {
    const params = new URLSearchParams('search=%20kente%20&tab=x');
    const filters = SPOTLIGHT_FILTERS_IN_URL.read(params);
    expect(filters).toEqual({ search: 'kente' });
    expect(hasSpotlightFilters(filters)).toBe(true);
    expect(searchArgument(filters)).toBe('kente');
    expect(SPOTLIGHT_FILTERS_IN_URL.write(params, { search: 'indigo' }).toString()).toBe('search=indigo&tab=x');
    expect(SPOTLIGHT_FILTERS_IN_URL.write(params, { search: '  ' }).toString()).toBe('tab=x');
    expect(SPOTLIGHT_FILTERS_IN_URL.clear(params).toString()).toBe('tab=x');
    const none = SPOTLIGHT_FILTERS_IN_URL.read(new URLSearchParams());
    expect(hasSpotlightFilters(none)).toBe(false);
    expect(searchArgument(none)).toBeNull();
  });
});
