import { describe, expect, it } from 'vitest';
import { featuredProductErrors, isBrandLink, spotlightErrors, spotlightMedia, SPOTLIGHT_LIMITS } from './rules.js';

const complete = {
  title: 'Designer Spotlight',
  subtitle: 'Kente, re-engineered',
  brandName: 'Asantewaa Couture',
  brandDescription: 'Architectural womenswear.',
  brandQuote: 'Kente is a language.',
  brandQuoteAuthor: 'Nana Ama',
  brandLink: '/brand/asantewaa-couture',
  hasMainImage: true,
};

describe('spotlight rules', () => {
  it('names every missing required field with its own message, blanks included', () => {
    expect(spotlightErrors({ title: '   ', brandLink: ' ' }, 'create')).toEqual({
      title: 'Title is required',
      subtitle: 'Subtitle is required',
      brandName: 'Brand name is required',
      brandDescription: 'Brand description is required',
      brandQuote: 'Brand quote is required',
      brandQuoteAuthor: 'Quote author is required',
      mainImage: 'Main image is required',
      brandLink: 'Brand link is required',
    });
    expect(spotlightErrors(complete, 'create')).toEqual({});
  });

  it('checks only the fields an edit sends', () => {
    expect(spotlightErrors({ subtitle: 'New' }, 'edit')).toEqual({});
    expect(spotlightErrors({ brandQuote: '' }, 'edit')).toEqual({ brandQuote: 'Brand quote is required' });
    expect(spotlightErrors({ hasMainImage: false }, 'edit')).toEqual({ mainImage: 'Main image is required' });
  });

  it('takes an internal /brand/{slug} path or an external address as the brand link', () => {
    for (const link of [
      '/brand/asantewaa-couture',
      '/brand/0b7a6c1e-2f43-4f57-9c5e-4d1b2a3c4d5e',
      'https://asantewaa.example/shop',
      'http://example.com',
    ])
      expect(isBrandLink(link)).toBe(true);
    for (const link of ['/brands/x', '/brand/', '/brand/a/b', 'asantewaa', 'ftp://x.example', 'javascript:alert(1)'])
      expect(isBrandLink(link)).toBe(false);
    expect(spotlightErrors({ ...complete, brandLink: 'collections' }, 'create')).toEqual({
      brandLink: 'Brand link must be a brand page (/brand/…) or a web address starting with http:// or https://',
    });
  });

  it('limits the texts', () => {
    expect(spotlightErrors({ ...complete, title: 'x'.repeat(SPOTLIGHT_LIMITS.title + 1) }, 'create')).toEqual({
      title: `Title must be at most ${SPOTLIGHT_LIMITS.title} characters`,
    });
  });

  it('needs a brand before products, a product and a name on each row', () => {
    expect(featuredProductErrors([{ productId: 'p1', name: 'Kente jacket' }], false)).toEqual({
      brandId: 'Please select a brand before adding featured products',
    });
    expect(featuredProductErrors([{ productId: '', name: ' ' }], true)).toEqual({
      'featuredProducts.0.productId': "Please choose one of the brand's products",
      'featuredProducts.0.name': 'Product name is required',
    });
    expect(featuredProductErrors([], false)).toEqual({});
    const many = Array.from({ length: SPOTLIGHT_LIMITS.featuredProducts + 1 }, (_, i) => ({
      productId: `p${i}`,
      name: `Piece ${i}`,
    }));
    expect(featuredProductErrors(many, true)).toEqual({
      featuredProducts: `You can feature up to ${SPOTLIGHT_LIMITS.featuredProducts} products`,
    });
  });

  it('shows the main image without a video, and the main image as the poster without a thumbnail', () => {
    expect(spotlightMedia({ mainImage: '/m.png', videoUrl: null, videoThumbnail: '/t.png' })).toEqual({
      kind: 'image',
      src: '/m.png',
      poster: null,
    });
    expect(spotlightMedia({ mainImage: '/m.png', videoUrl: '/v.mp4', videoThumbnail: null })).toEqual({
      kind: 'video',
      src: '/v.mp4',
      poster: '/m.png',
    });
    expect(spotlightMedia({ mainImage: '/m.png', videoUrl: '/v.mp4', videoThumbnail: '/t.png' }).poster).toBe('/t.png');
  });
});
