import { describe, expect, it } from 'vitest';
import { searchArgument, spotlightFilters } from './spotlightFilters';

describe('spotlight filters', () => {
  it('asks for every spotlight, or for the words searched', () => {
    expect(searchArgument(spotlightFilters.initial)).toBeNull();
    expect(searchArgument(spotlightFilters.read(new URLSearchParams('search=%20adire%20')))).toBe('adire');
  });
});
