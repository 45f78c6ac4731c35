import { describe, expect, it } from 'vitest';
import { brandCountText, categoryMenus } from './categoryMenus';
import { TAILORED_MENU } from './navigation';

describe('categoryMenus', () => {
  const [collections, tailored] = categoryMenus([
    { label: 'Bridal', slug: 'bridal', brandCount: 4 },
    { label: 'Streetwear & Urban', slug: 'streetwear-urban', brandCount: 1 },
    { label: 'Tailored', slug: 'tailored', brandCount: 2 },
  ]);

  it('lists the loaded categories under Collections, linking to the directory filtered by slug, with their icons', () => {
    expect(collections!.label).toBe('Collections');
    expect(collections!.overview).toEqual({ label: 'All Collections', href: '/collections' });
    expect(collections!.items).toEqual([
      { label: 'Bridal', href: '/directory?category=bridal', brandCount: 4, icon: 'heart' },
      { label: 'Streetwear & Urban', href: '/directory?category=streetwear-urban', brandCount: 1, icon: 'layers' },
      { label: 'Tailored', href: '/directory?category=tailored', brandCount: 2 },
    ]);
  });

  it('keeps the Tailored specialties', () => {
    expect(tailored).toBe(TAILORED_MENU);
  });
});

describe('brandCountText', () => {
  it('counts in words', () => {
    expect(brandCountText(1)).toBe('1 brand');
    expect(brandCountText(4)).toBe('4 brands');
  });
});
