import { describe, expect, it } from 'vitest';
import { cityOf } from './location.js';

describe('location', () => {
  it('keeps the part before the first comma', () => {
    expect(cityOf('Lagos, Nigeria')).toBe('Lagos');
    expect(cityOf('Cape Town, Western Cape, South Africa')).toBe('Cape Town');
    expect(cityOf('Kigali')).toBe('Kigali');
    expect(cityOf('')).toBe('Unknown');
    expect(cityOf(null)).toBe('Unknown');
  });
});
