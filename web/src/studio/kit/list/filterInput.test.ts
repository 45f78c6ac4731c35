import { describe, expect, it } from 'vitest';
import { filterInput } from './filterInput';

interface ThingFilterInput {
  search?: string;
  verified?: boolean;
  rating?: number;
}

describe('filterInput', () => {
  it('leaves out what is unset', () => {
    expect(filterInput<ThingFilterInput>({ search: 'indigo', verified: undefined, rating: '' })).toEqual({
      search: 'indigo',
    });
  });

  it('keeps false and zero, which are set', () => {
    expect(filterInput<ThingFilterInput>({ search: '', verified: false, rating: 0 })).toEqual({
      verified: false,
      rating: 0,
    });
  });

  it('is null when nothing is set', () => {
    expect(filterInput<ThingFilterInput>({ search: '', verified: undefined, rating: '' })).toBeNull();
  });
});
