import { describe, expect, it } from 'vitest';
import {
  BRAND_CATEGORIES,
  CATEGORY_ICONS,
  categoryLabel,
  categorySlug,
  MENU_CATEGORY_SLUGS,
  SITE_CATEGORIES,
  siteCategoryById,
} from './categories.js';

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
  it('gives every category an icon, a description and a home-page call to action, under the spec’s names', () => {
    expect(SITE_CATEGORIES.map((c) => c.id)).toEqual(BRAND_CATEGORIES.map((c) => c.slug));
    expect(new Set(SITE_CATEGORIES.map((c) => c.id)).size).toBe(SITE_CATEGORIES.length);
    for (const category of SITE_CATEGORIES) {
      expect(Object.keys(category).sort()).toEqual(['description', 'homepageCta', 'icon', 'id', 'name']);
      expect(CATEGORY_ICONS).toContain(category.icon);
      expect(category.description.length).toBeGreaterThan(10);
      expect(category.homepageCta).not.toBe('');
    }
    expect(siteCategoryById('bridal')).toMatchObject({ name: 'Bridal', icon: 'heart' });
    expect(siteCategoryById('tailored')).toBeUndefined();
  });
});
