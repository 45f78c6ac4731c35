import { describe, expect, it } from 'vitest';
import { toUserFilterInput, userFilters } from './userFilters';

describe('user filters', () => {
  it('asks the API for every account, or for the search and role set', () => {
    expect(toUserFilterInput(userFilters.initial)).toBeNull();
    const filters = userFilters.read(new URLSearchParams('search=%20ada%20&role=brand_admin'));
    expect(toUserFilterInput(filters)).toEqual({ search: 'ada', role: 'brand_admin' });
  });
});
