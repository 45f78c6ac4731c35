import { describe, expect, it } from 'vitest';
import { applicationCategory, applicationErrors } from './rules.js';

describe('designer application rules', () => {
  const good = {
    brandName: 'B',
    designerName: 'D',
    email: 'd@b.co',
    location: 'Accra',
    category: 'Couture',
    description: 'Gowns',
  };
  it('maps category labels and values', () => {
    expect(applicationCategory('Ready to Wear')).toBe('ready_to_wear');
    expect(applicationCategory('bridal')).toBe('bridal');
    expect(applicationCategory('Streetwear')).toBeNull();
  });
  it('requires the six fields and a plausible year', () => {
    expect(applicationErrors(good, 2026)).toEqual({});
    expect(applicationErrors({ ...good, yearFounded: 2027 }, 2026)).toEqual({
      yearFounded: 'Please enter a valid year',
    });
    expect(
      Object.keys(
        applicationErrors(
          { brandName: '', designerName: '', email: '', location: '', category: '', description: '' },
          2026,
        ),
      ),
    ).toEqual(['brandName', 'designerName', 'email', 'location', 'category', 'description']);
  });
});
