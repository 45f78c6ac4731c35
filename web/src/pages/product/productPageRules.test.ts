import { describe, expect, it } from 'vitest';
import { PRICE_ON_REQUEST, productPriceText, sellingPrice } from '../../lib/productPriceText';
import { BRAND_VIDEO_INDEX, defaultGalleryIndex, galleryItems, PRODUCT_VIDEO_INDEX } from './galleryItems';
import {
  customOrderProblems,
  brandRequestProblems,
  incompleteMessage,
  newCustomOrder,
} from '../../components/orders/orderForm';
import { estimatedTotal } from '../../components/orders/orderEstimate';

// The web app's pure product-page rules (price text, gallery order, order forms).

describe('product price text', () => {
  it('formats the selling price with Intl in the currency', () => {
    expect(productPriceText({ price: 45000, salePrice: null, currency: 'NGN' })).toBe('₦45,000');
    expect(productPriceText({ price: 120, salePrice: 95.5, currency: 'USD' })).toBe('$95.50');
    expect(productPriceText({ price: 120, salePrice: 150, currency: 'EUR' })).toBe('€120');
  });
  it('falls back to a pound sign plus the sale or regular price when formatting fails', () => {
    const failing = () => {
      throw new RangeError('bad currency');
    };
    expect(productPriceText({ price: 80, salePrice: 60, currency: 'XXX' }, failing)).toBe('£60');
    expect(productPriceText({ price: 80, salePrice: null, currency: 'XXX' }, failing)).toBe('£80');
    expect(productPriceText({ price: 80, salePrice: null, currency: 'NONE' })).toBe('£80');
  });
  it("reads 'Price on request' without a price", () => {
    expect(productPriceText({ price: null, salePrice: null, currency: 'GBP' })).toBe(PRICE_ON_REQUEST);
    expect(sellingPrice({ price: null, salePrice: 10 })).toBe(10);
  });
});

describe('product gallery', () => {
  const base = { title: 'Aso Oke Gown', image: '/a.jpg', images: ['/a.jpg', '/b.jpg'] };
  it('puts the product video at -1 and selects it first', () => {
    const items = galleryItems({ ...base, video: { url: '/v.mp4', thumbnail: null, source: 'PRODUCT' } });
    expect(items.map((i) => i.index)).toEqual([PRODUCT_VIDEO_INDEX, 0, 1]);
    expect(defaultGalleryIndex(items)).toBe(-1);
  });
  it('puts the brand spotlight video at -2 when the product has none', () => {
    const items = galleryItems({ ...base, video: { url: '/s.mp4', thumbnail: '/s.jpg', source: 'BRAND_SPOTLIGHT' } });
    expect(items[0]).toMatchObject({ index: BRAND_VIDEO_INDEX, kind: 'video', poster: '/s.jpg' });
    expect(defaultGalleryIndex(items)).toBe(-2);
  });
  it('selects the first image without videos, and nothing for an empty gallery', () => {
    const items = galleryItems({ ...base, video: null });
    expect(items.map((i) => i.url)).toEqual(['/a.jpg', '/b.jpg']);
    expect(defaultGalleryIndex(items)).toBe(0);
    expect(defaultGalleryIndex(galleryItems({ title: 'x', image: null, images: [], video: null }))).toBeNull();
  });
});

describe('order forms', () => {
  const product = { sizes: ['S', 'M'], colors: ['Indigo', 'Gold'] };
  it('starts with the first size and colour, fit regular, length regular, sleeve long', () => {
    expect(newCustomOrder(product, { firstName: 'Ayo', lastName: 'Bankole', email: 'ayo@example.com' })).toMatchObject({
      size: 'S',
      color: 'Indigo',
      quantity: 1,
      fitPreference: 'regular',
      lengthPreference: 'regular',
      sleevePreference: 'long',
      delivery: { fullName: 'Ayo Bankole', email: 'ayo@example.com' },
    });
  });
  it("lists what is missing in the 'Please complete: ...' toast with the spec's messages", () => {
    const form = { ...newCustomOrder(product, null), fitPreference: '' };
    const problems = customOrderProblems(form);
    expect(problems).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      fitPreference: 'Fit preference is required',
    });
    expect(incompleteMessage(problems)).toBe('Please complete: Full name, Email, Fit preference');
  });
  it('checks brand requests with their own messages', () => {
    const request = {
      size: '',
      color: '',
      quantity: 0,
      customerNotes: '',
      delivery: { ...newCustomOrder(product, null).delivery, email: '' },
    };
    expect(brandRequestProblems(request)).toEqual({
      fullName: 'Full name is required',
      email: 'Email address is required',
      quantity: 'Quantity must be at least 1',
    });
    expect(
      brandRequestProblems({ ...request, quantity: 1, delivery: { ...request.delivery, fullName: 'K', email: 'k@' } }),
    ).toEqual({ email: 'Please enter a valid email address' });
  });
  it('estimates the total with the 10% special-requirements surcharge', () => {
    expect(estimatedTotal({ price: 100, salePrice: 80 }, 2, 'Longer hem')).toBe(176);
    expect(estimatedTotal({ price: 33.33, salePrice: null }, 1, '')).toBe(33.33);
    expect(estimatedTotal({ price: null, salePrice: null }, 1, 'x')).toBeNull();
  });
});
