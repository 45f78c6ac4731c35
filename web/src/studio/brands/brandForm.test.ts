import { describe, expect, it } from 'vitest';
import {
  CURRENCY_OPTIONS,
  EMPTY_BRAND_FORM,
  categoryChoices,
  changesBetween,
  createInput,
  createProblems,
  editProblems,
  formFromBrand,
  limitText,
  priceRangePreview,
  problemsByField,
  toggleCategory,
  withMainCategory,
  type BrandFormState,
  type StoredBrand,
} from './brandForm';

const YEAR = 2026;

const filled: BrandFormState = {
  ...EMPTY_BRAND_FORM,
  name: ' Ìfẹ́ Atelier ',
  description: 'Hand-dyed adire for every day.',
  categories: ['Ready to Wear', 'Accessories'],
  location: 'Abeokuta, Nigeria',
  currency: 'NGN',
  priceMin: '15000',
  priceMax: '90000',
};

const stored: StoredBrand = {
  name: 'Harusi Atelier',
  description: 'Bridal gowns from Nairobi.',
  longDescription: null,
  categories: ['Bridal', 'High End Fashion Brands'],
  location: 'Nairobi, Kenya',
  currency: 'KES',
  priceMin: null,
  priceMax: null,
  priceRange: 'KSh 40,000 - KSh 250,000',
  website: 'https://harusi.example',
  instagram: null,
  whatsapp: null,
  contactEmail: null,
  foundedYear: 2015,
  videoThumbnail: null,
  isVerified: true,
};

describe('the create form', () => {
  it('starts empty, in US dollars and unverified', () => {
    expect(EMPTY_BRAND_FORM).toMatchObject({ currency: 'USD', isVerified: false, foundedYear: '', categories: [] });
  });

  it('gives the six required-field problems of an empty form in the spec order', () => {
    expect(Object.values(createProblems(EMPTY_BRAND_FORM, false, YEAR))).toEqual([
      'Brand name is required',
      'Brand description is required',
      'At least one category is required',
      'Location is required',
      'Brand image is required',
      "Please set a price range or mark as 'explore brand for prices'",
    ]);
  });

  it('accepts a filled form, and exploring for prices instead of a range', () => {
    expect(createProblems(filled, true, YEAR)).toEqual({});
    const exploring = { ...filled, priceMin: '', priceMax: '', exploreForPrices: true };
    expect(createProblems(exploring, true, YEAR)).toEqual({});
    // No currency means exploring for prices.
    expect(createProblems({ ...exploring, exploreForPrices: false, currency: 'NONE' }, true, YEAR)).toEqual({});
  });

  it('checks the contact e-mail and the prices', () => {
    expect(createProblems({ ...filled, contactEmail: 'not-an-email' }, true, YEAR)).toEqual({
      contactEmail: 'Please enter a valid email address',
    });
    expect(createProblems({ ...filled, priceMin: 'lots' }, true, YEAR).price).toBe(
      'Prices must be numbers of 0 or more',
    );
  });

  it('sends trimmed text, numbers, and leaves empty optional fields out as null', () => {
    expect(createInput({ ...filled, foundedYear: '2019', website: '  ' })).toMatchObject({
      name: 'Ìfẹ́ Atelier',
      categories: ['Ready to Wear', 'Accessories'],
      currency: 'NGN',
      priceMin: 15000,
      priceMax: 90000,
      exploreForPrices: false,
      website: null,
      foundedYear: 2019,
    });
    expect(createInput({ ...filled, exploreForPrices: true })).toMatchObject({
      priceMin: null,
      priceMax: null,
      exploreForPrices: true,
    });
  });
});

describe('limitText', () => {
  it('ignores what goes beyond the limit, counting characters as the API does', () => {
    expect(limitText('a'.repeat(151), 150)).toHaveLength(150);
    expect(limitText('short', 150)).toBe('short');
    // 'é' typed as e + combining accent is one character.
    expect(limitText('cafe\u0301!', 4)).toBe('café');
  });
});

describe('priceRangePreview', () => {
  it('builds the range from the currency symbol, min and max', () => {
    expect(priceRangePreview(filled)).toBe('₦15,000 - ₦90,000');
    expect(priceRangePreview({ ...filled, priceMax: '' })).toBe('From ₦15,000');
  });

  it('reads Explore brand for prices without a currency, without prices or when ticked', () => {
    expect(priceRangePreview({ ...filled, currency: 'NONE' })).toBe('Explore brand for prices');
    expect(priceRangePreview({ ...filled, priceMin: '', priceMax: '' })).toBe('Explore brand for prices');
    expect(priceRangePreview({ ...filled, exploreForPrices: true })).toBe('Explore brand for prices');
  });
});

describe('categories', () => {
  it('offers every category on create and leaves High End Fashion Brands out on edit', () => {
    expect(categoryChoices('create')).toContain('High End Fashion Brands');
    expect(categoryChoices('edit')).not.toContain('High End Fashion Brands');
    expect(categoryChoices('edit')).toHaveLength(categoryChoices('create').length - 1);
  });

  it('keeps the order of ticking, so the first is the main category, and can change the main one', () => {
    let chosen = toggleCategory([], 'Bridal', true);
    chosen = toggleCategory(chosen, 'Accessories', true);
    expect(chosen).toEqual(['Bridal', 'Accessories']);
    expect(withMainCategory(chosen, 'Accessories')).toEqual(['Accessories', 'Bridal']);
    expect(toggleCategory(chosen, 'Bridal', false)).toEqual(['Accessories']);
  });
});

describe('the currency choices', () => {
  it('start with no currency and show each symbol', () => {
    expect(CURRENCY_OPTIONS[0]).toEqual({ value: 'NONE', label: 'No currency (explore brand for prices)' });
    expect(CURRENCY_OPTIONS).toContainEqual({ value: 'NGN', label: 'NGN (₦)' });
    expect(CURRENCY_OPTIONS).toHaveLength(13);
  });
});

describe('the edit form', () => {
  it('starts from the stored brand', () => {
    expect(formFromBrand(stored)).toMatchObject({
      name: 'Harusi Atelier',
      currency: 'KES',
      priceMin: '',
      exploreForPrices: false,
      foundedYear: '2015',
      website: 'https://harusi.example',
      instagram: '',
      isVerified: true,
    });
    expect(formFromBrand({ ...stored, priceRange: 'Explore brand for prices' }).exploreForPrices).toBe(true);
  });

  it('sends only what changed', () => {
    const initial = formFromBrand(stored);
    expect(changesBetween(initial, initial)).toEqual({});
    expect(changesBetween(initial, { ...initial, name: 'Harusi House ', instagram: '@harusi' })).toEqual({
      name: 'Harusi House',
      instagram: '@harusi',
    });
    expect(changesBetween(initial, { ...initial, website: '' })).toEqual({ website: null });
    expect(changesBetween(initial, { ...initial, foundedYear: '' })).toEqual({ foundedYear: null });
    expect(changesBetween(initial, { ...initial, isVerified: false })).toEqual({ isVerified: false });
  });

  it('sends a new currency alone, and changed prices as a set', () => {
    const initial = formFromBrand(stored);
    expect(changesBetween(initial, { ...initial, currency: 'USD' })).toEqual({ currency: 'USD' });
    expect(changesBetween(initial, { ...initial, priceMin: '100' })).toEqual({
      exploreForPrices: false,
      priceMin: 100,
      priceMax: null,
    });
    expect(changesBetween(initial, { ...initial, currency: 'NONE' })).toEqual({
      currency: 'NONE',
      exploreForPrices: true,
      priceMin: null,
      priceMax: null,
    });
  });

  it('keeps a curated category the selector does not offer', () => {
    const initial = formFromBrand(stored);
    const changed = { ...initial, categories: toggleCategory(initial.categories, 'Evening Gowns', true) };
    expect(changesBetween(initial, changed).categories).toEqual(['Bridal', 'High End Fashion Brands', 'Evening Gowns']);
  });

  it('refuses emptied required fields but does not ask for an image or prices', () => {
    expect(editProblems({ name: '' }, YEAR)).toEqual({ name: 'Brand name is required' });
    expect(editProblems({ location: 'Lagos' }, YEAR)).toEqual({});
  });
});

describe('problemsByField', () => {
  it('shows file and price problems at the image and price fields', () => {
    expect(
      problemsByField({
        imageFile: 'Brand image must be 5 MB or smaller.',
        priceMin: 'x',
        name: 'Brand name is required',
      }),
    ).toEqual({ image: 'Brand image must be 5 MB or smaller.', price: 'x', name: 'Brand name is required' });
  });
});
