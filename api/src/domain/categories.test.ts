import { describe, expect, it } from 'vitest';
import { categoryLabel, categorySlug, MENU_CATEGORY_SLUGS } from './categories.js';

describe('brand categories', () => {
  it('maps header slugs to the stored labels', () => {
    expect(MENU_CATEGORY_SLUGS.map(categoryLabel)).toEqual([
      'Ready to Wear',
      'Accessories',
      'High End Fashion Brands',
      'Streetwear & Urban',
      'Evening Gowns',
    ]);
  });
  it('accepts labels in any case and spacing', () => {
    expect(categoryLabel('ready to wear')).toBe('Ready to Wear');
    expect(categoryLabel('Streetwear & Urban')).toBe('Streetwear & Urban');
    expect(categoryLabel('  made-to-measure ')).toBe('Made to Measure');
  });
  it('leaves unknown categories as given, trimmed', () => {
    expect(categoryLabel(' Tailored ')).toBe('Tailored');
  });
  it('round-trips labels to slugs', () => {
    expect(categorySlug('High End Fashion Brands')).toBe('high-end-fashion-brand');
    expect(categorySlug('Wedding Guest')).toBe('wedding-guest');
  });
});
