import { describe, expect, it } from 'vitest';
import { brandFilters, toBrandFilterInput } from './brandFilters';

describe('brand filters', () => {
  it('asks the API for every brand, or for the search and verification set', () => {
    expect(toBrandFilterInput(brandFilters.initial)).toBeNull();
    expect(
      toBrandFilterInput(brandFilters.read(new URLSearchParams('search=%20Lagos%20&verified=unverified'))),
    ).toEqual({ search: 'Lagos', verified: false });
    expect(toBrandFilterInput({ search: '', verified: 'verified' })).toEqual({ verified: true });
  });
});
