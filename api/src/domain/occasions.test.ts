import { describe, expect, it } from 'vitest';
import { parseOccasion } from './occasions.js';

describe('occasions', () => {
  it('reads the home page tile values', () => {
    expect(parseOccasion('Wedding')).toBe('wedding');
    expect(parseOccasion('Party')).toBe('party');
    expect(parseOccasion('Ready to Wear')).toBe('ready_to_wear');
    expect(parseOccasion('Ready+to+Wear')).toBe('ready_to_wear');
    expect(parseOccasion('vacation')).toBe('vacation');
  });
  it('rejects anything else', () => {
    expect(parseOccasion('Funeral')).toBeNull();
    expect(parseOccasion('')).toBeNull();
  });
});
