import { describe, expect, it } from 'vitest';
import {
  BRAND_LIMITS,
  brandErrors,
  buildPriceRange,
  charactersLeft,
  counterIsLow,
  displayPriceRange,
  editableCategoryLabels,
  EXPLORE_FOR_PRICES,
  foundedYearOptions,
  savedPriceRange,
} from './rules.js';
import { BRAND_CATEGORIES } from '../../domain/categories.js';

describe('price range text', () => {
  it('is built from the currency symbol with min and max', () => {
    expect(buildPriceRange('NGN', 25000, 180000)).toBe('₦25,000 - ₦180,000');
    expect(buildPriceRange('USD', 120, 120)).toBe('$120');
    expect(buildPriceRange('GHS', 300, null)).toBe('From GH₵300');
    expect(buildPriceRange('KES', null, 900)).toBe('Up to KSh900');
  });
  it('reads explore-for-prices without a currency or without min and max', () => {
    expect(buildPriceRange('NONE', 10, 20)).toBe(EXPLORE_FOR_PRICES);
    expect(buildPriceRange(null, 10, 20)).toBe(EXPLORE_FOR_PRICES);
    expect(buildPriceRange('USD', null, null)).toBe(EXPLORE_FOR_PRICES);
  });
  it('shows a stored range with equal min and max at or below 100 as explore-for-prices', () => {
    expect(displayPriceRange('$100 - $100')).toBe(EXPLORE_FOR_PRICES);
    expect(displayPriceRange('$50')).toBe(EXPLORE_FOR_PRICES);
    expect(displayPriceRange('$101 - $101')).toBe('$101 - $101');
    expect(displayPriceRange('$50 - $100')).toBe('$50 - $100');
    expect(displayPriceRange('$50 - $50 for 2 pieces')).toBe('$50 - $50 for 2 pieces');
    expect(displayPriceRange('From $50')).toBe('From $50');
    expect(displayPriceRange('₦25,000 - ₦180,000')).toBe('₦25,000 - ₦180,000');
    expect(displayPriceRange(null)).toBe(EXPLORE_FOR_PRICES);
    expect(displayPriceRange('   ')).toBe(EXPLORE_FOR_PRICES);
  });
});

describe('the brand form', () => {
  const complete = {
    name: 'Ìrò Atelier',
    description: 'Hand-woven aṣọ-òkè',
    categories: ['Bridal'],
    location: 'Lagos, Nigeria',
    hasImage: true,
    exploreForPrices: true,
  };

  it('asks for each required field on create, in the order the form shows its toasts', () => {
    expect(brandErrors(complete, 'create', 2026)).toEqual({});
    expect(Object.entries(brandErrors({}, 'create', 2026))).toEqual([
      ['name', 'Brand name is required'],
      ['description', 'Brand description is required'],
      ['categories', 'At least one category is required'],
      ['location', 'Location is required'],
      ['image', 'Brand image is required'],
      ['price', "Please set a price range or mark as 'explore brand for prices'"],
    ]);
    expect(brandErrors({ ...complete, exploreForPrices: false, priceMin: 100 }, 'create', 2026)).toEqual({});
    expect(brandErrors({ ...complete, categories: ['  '] }, 'create', 2026)).toHaveProperty('categories');
  });

  it('checks on edit only what is sent, and never asks for the image again', () => {
    expect(brandErrors({ location: 'Accra' }, 'edit', 2026)).toEqual({});
    expect(brandErrors({ name: ' ' }, 'edit', 2026)).toEqual({ name: 'Brand name is required' });
  });

  it('keeps the limits of section 9, counting characters as the database stores them', () => {
    expect(charactersLeft('Ije\u0301', BRAND_LIMITS.name)).toBe(47); // é composes into one character
    expect(charactersLeft('ọ̀'.repeat(25), BRAND_LIMITS.name)).toBe(0); // ọ̀ has no single character: two
    expect(brandErrors({ name: 'a'.repeat(51) }, 'edit', 2026)).toEqual({
      name: 'Brand name must be at most 50 characters',
    });
    expect(brandErrors({ description: 'a'.repeat(151) }, 'edit', 2026)).toEqual({
      description: 'Short description must be at most 150 characters',
    });
    expect(counterIsLow(charactersLeft('a'.repeat(41), 50), BRAND_LIMITS.nameWarnBelow)).toBe(true);
    expect(counterIsLow(charactersLeft('a'.repeat(40), 50), BRAND_LIMITS.nameWarnBelow)).toBe(false);
    expect(counterIsLow(19, BRAND_LIMITS.descriptionWarnBelow)).toBe(true);
    expect(counterIsLow(20, BRAND_LIMITS.descriptionWarnBelow)).toBe(false);
  });

  it('checks the contact e-mail, prices and founding year', () => {
    expect(brandErrors({ contactEmail: 'hello@' }, 'edit', 2026)).toEqual({
      contactEmail: 'Please enter a valid email address',
    });
    expect(brandErrors({ contactEmail: '' }, 'edit', 2026)).toEqual({});
    expect(brandErrors({ priceMin: 500, priceMax: 100 }, 'edit', 2026)).toHaveProperty('price');
    expect(brandErrors({ priceMin: -1 }, 'edit', 2026)).toHaveProperty('price');
    expect(brandErrors({ foundedYear: 1949 }, 'edit', 2026)).toHaveProperty('foundedYear');
    expect(brandErrors({ foundedYear: 2027 }, 'edit', 2026)).toHaveProperty('foundedYear');
    expect(brandErrors({ foundedYear: 1950 }, 'edit', 2026)).toEqual({});
    expect(foundedYearOptions(2026)).toHaveLength(77);
    expect(foundedYearOptions(2026).at(-1)).toBe(1950);
  });

  it('takes web addresses for the links the brand page shows, never another scheme', () => {
    const fine = {
      website: 'aso-oke.example',
      instagram: '@aso.oke',
      videoUrl: '/media/brand-videos/a.mp4',
      videoThumbnail: 'https://cdn.example/poster.jpg',
    };
    expect(brandErrors(fine, 'edit', 2026)).toEqual({});
    expect(
      brandErrors({ website: 'https://aso-oke.example', instagram: 'https://instagram.com/x' }, 'edit', 2026),
    ).toEqual({});
    for (const hostile of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example'])
      expect(
        brandErrors({ website: hostile, instagram: hostile, videoUrl: hostile, videoThumbnail: hostile }, 'edit', 2026),
        hostile,
      ).toEqual({
        website: 'Please enter a website address, such as https://yourbrand.com',
        instagram: 'Please enter an Instagram @handle or a link starting with https://',
        videoUrl: 'Please enter a video URL starting with http:// or https://',
        videoThumbnail: 'Please enter an image URL starting with http:// or https://',
      });
  });

  it('saves the price range built from min and max, the explore text, or the text sent', () => {
    expect(savedPriceRange('NGN', { priceMin: 25000, priceMax: 180000 })).toBe('₦25,000 - ₦180,000');
    expect(savedPriceRange('NONE', { priceMin: 10 })).toBe(EXPLORE_FOR_PRICES);
    expect(savedPriceRange('USD', { exploreForPrices: true, priceMin: 10 })).toBe(EXPLORE_FOR_PRICES);
    expect(savedPriceRange('USD', { priceRange: ' $50 - $900 ' })).toBe('$50 - $900');
  });

  it('leaves High End Fashion Brands out of the edit categories', () => {
    const labels = BRAND_CATEGORIES.map((c) => c.label);
    expect(editableCategoryLabels(labels)).not.toContain('High End Fashion Brands');
    expect(editableCategoryLabels(labels)).toHaveLength(labels.length - 1);
  });
});
