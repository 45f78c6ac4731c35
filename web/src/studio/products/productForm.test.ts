import { PRODUCT_MESSAGES } from '@features/products/messages';
import { currencyMismatchMessage, withBrand, withServiceType } from '@features/products/rules';
import { describe, expect, it } from 'vitest';
import {
  createProductInput,
  EMPTY_PRODUCT_FORM,
  formFieldOf,
  productFormFrom,
  productProblems,
  toggledCategory,
  updateProductInput,
  type ProductFormState,
} from './productForm';

const plainBrand = { currency: 'USD' as const, isTailoringBrand: false };
const tailorBrand = { currency: 'NGN' as const, isTailoringBrand: true };

const filled: ProductFormState = {
  ...EMPTY_PRODUCT_FORM,
  title: '  Indigo wrap dress ',
  description: ' Hand-dyed adire cotton. ',
  price: '120.5',
  salePrice: '99',
  brandId: 'brand-1',
  categories: ['Ready to Wear', 'Evening Gowns'],
  sizes: [' S', 'M', 'm'],
  currency: 'USD',
};

describe('product create problems', () => {
  it('names the six required fields in the spec’s order', () => {
    expect(productProblems('create', EMPTY_PRODUCT_FORM, null, 0)).toEqual({
      title: PRODUCT_MESSAGES.titleRequired,
      description: PRODUCT_MESSAGES.descriptionRequired,
      brandId: PRODUCT_MESSAGES.brandRequired,
      price: PRODUCT_MESSAGES.priceRequired,
      categories: PRODUCT_MESSAGES.categoriesRequired,
      images: PRODUCT_MESSAGES.imageRequired,
    });
  });

  it('needs no price with contact for pricing on a tailoring brand', () => {
    const form = { ...filled, price: '', currency: 'NGN' as const, contactForPricing: true };
    expect(productProblems('create', form, tailorBrand, 1)).toEqual({});
    // Without the tailoring fields the switch does not count.
    expect(productProblems('create', { ...form, currency: 'USD' }, plainBrand, 1)).toEqual({
      price: PRODUCT_MESSAGES.priceRequired,
    });
  });

  it('refuses a currency other than the brand’s', () => {
    expect(productProblems('create', { ...filled, currency: 'EUR' }, plainBrand, 1)).toEqual({
      currency: currencyMismatchMessage('USD'),
    });
  });

  it('refuses prices that are not prices and lists that are too long', () => {
    const problems = productProblems(
      'create',
      { ...filled, salePrice: '1.2.3', sizes: Array.from({ length: 31 }, (_, i) => `S${i}`) },
      plainBrand,
      5,
    );
    expect(Object.keys(problems)).toEqual(['salePrice', 'sizes', 'images']);
    expect(problems.salePrice).toBe(PRODUCT_MESSAGES.priceFormat);
  });

  it('takes a sale price at or above the price as a hint only', () => {
    expect(productProblems('create', { ...filled, salePrice: '500' }, plainBrand, 1)).toEqual({});
  });
});

describe('product edit problems', () => {
  it('asks for the required fields and the category', () => {
    const form = { ...filled, title: ' ', price: '', category: '' };
    expect(productProblems('edit', form, plainBrand, 1)).toEqual({
      title: PRODUCT_MESSAGES.requiredFields,
      price: PRODUCT_MESSAGES.requiredFields,
      category: PRODUCT_MESSAGES.categoryRequired,
    });
  });
});

describe('the mutation inputs', () => {
  it('sends trimmed text, numbers, cleaned lists and the idempotency key', () => {
    const input = createProductInput(filled, plainBrand, 'key-1', {});
    expect(input).toMatchObject({
      idempotencyKey: 'key-1',
      brandId: 'brand-1',
      collectionId: null,
      title: 'Indigo wrap dress',
      description: 'Hand-dyed adire cotton.',
      price: 120.5,
      salePrice: 99,
      currency: 'USD',
      categories: ['Ready to Wear', 'Evening Gowns'],
      sizes: ['S', 'M'],
      careInstructions: null,
      videoType: null,
    });
    expect(input).not.toHaveProperty('serviceType');
    expect(input).not.toHaveProperty('contactForPricing');
  });

  it('sends the tailoring fields for a tailoring brand, the price as 0 with contact for pricing', () => {
    const form = withServiceType(
      { ...filled, currency: 'NGN' as const, fittingSessions: '2', consultationFee: '50', specialties: ['Beadwork'] },
      'consultation',
    );
    expect(createProductInput(form, tailorBrand, 'k', { videoUrl: 'https://v.example/a.mp4' })).toMatchObject({
      price: 0,
      serviceType: 'consultation',
      contactForPricing: true,
      consultationFee: 50,
      fittingSessions: 2,
      specialties: ['Beadwork'],
      videoUrl: 'https://v.example/a.mp4',
    });
  });

  it('updates with the kept images in order, the category and a video removal', () => {
    const input = updateProductInput(
      'p1',
      { ...filled, category: 'Bridal' },
      plainBrand,
      ['b.webp', 'a.webp'],
      {},
      true,
    );
    expect(input).toMatchObject({ id: 'p1', category: 'Bridal', keptImages: ['b.webp', 'a.webp'], removeVideo: true });
    expect(updateProductInput('p1', filled, plainBrand, [], { videoUploadKey: 'k' }, true)).not.toHaveProperty(
      'removeVideo',
    );
  });
});

describe('form transitions', () => {
  it('changing the brand clears the collection and takes the brand’s currency', () => {
    const form = { ...filled, collectionId: 'c1' };
    expect(withBrand(form, 'brand-2', 'NGN')).toMatchObject({ brandId: 'brand-2', collectionId: '', currency: 'NGN' });
  });

  it('keeps the categories in the order they were checked', () => {
    expect(toggledCategory(['Bridal'], 'Accessories', true)).toEqual(['Bridal', 'Accessories']);
    expect(toggledCategory(['Bridal', 'Accessories'], 'Bridal', false)).toEqual(['Accessories']);
  });

  it('starts the edit form from the product', () => {
    const form = productFormFrom({
      title: 'Gown',
      description: null,
      studioPrice: 0,
      price: null,
      salePrice: null,
      brand: { id: 'b' },
      collection: null,
      category: null,
      categories: ['Bridal'],
      inStock: false,
      sizes: [],
      colors: ['Red'],
      materials: [],
      careInstructions: null,
      isCustom: true,
      leadTime: '3 weeks',
      currency: 'NGN',
      videoType: null,
      videoDescription: null,
      serviceType: 'consultation',
      consultationFee: 40,
      specialties: [],
      fittingSessions: 3,
      measurementGuide: null,
      priceRange: null,
      contactForPricing: true,
    });
    expect(form).toMatchObject({ price: '', category: 'Bridal', consultationFee: '40', fittingSessions: '3' });
  });

  it('maps the API’s field names onto the form', () => {
    expect(formFieldOf('imageFiles')).toBe('images');
    expect(formFieldOf('videoUploadKey')).toBe('video');
    expect(formFieldOf('title')).toBe('title');
  });
});
