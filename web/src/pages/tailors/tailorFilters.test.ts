import { describe, expect, it } from 'vitest';
import { specialtyFromParam } from './tailorFilters';

describe('tailors ?specialty=', () => {
  it('selects a category only when it names one of the four', () => {
    expect(specialtyFromParam('Bridal')).toBe('Bridal');
    expect(specialtyFromParam('made to measure')).toBe('Made to Measure');
    expect(specialtyFromParam('Knitwear')).toBe('');
    expect(specialtyFromParam(null)).toBe('');
  });
});
