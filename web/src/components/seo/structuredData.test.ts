import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  brandJsonLd,
  breadcrumbJsonLd,
  collectionJsonLd,
  productJsonLd,
  serializeJsonLd,
  websiteJsonLd,
  type ProductForJsonLd,
} from './structuredData';

const ORIGIN = 'https://adire.example';

beforeAll(() => {
  vi.stubGlobal('window', { location: { origin: ORIGIN } });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const dress: ProductForJsonLd = {
  path: '/product/p1',
  title: 'Indigo wrap dress',
  description: 'Hand-dyed adire cotton.',
  images: ['/media/dress.jpg', 'https://cdn.example/dress-2.jpg'],
  brand: { name: 'Kàmpé', path: '/brand/b1' },
  category: 'Dresses',
  serviceType: 'product',
  price: 120,
  salePrice: null,
  currency: 'NGN',
  inStock: true,
};

describe('productJsonLd', () => {
  it('describes the product with absolute URLs and its brand', () => {
    const product = productJsonLd(dress);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Indigo wrap dress',
      url: `${ORIGIN}/product/p1`,
      description: 'Hand-dyed adire cotton.',
      image: [`${ORIGIN}/media/dress.jpg`, 'https://cdn.example/dress-2.jpg'],
      brand: { '@type': 'Brand', name: 'Kàmpé', url: `${ORIGIN}/brand/b1` },
      category: 'Dresses',
    });
  });

  it('offers the regular price in stock', () => {
    expect(productJsonLd(dress).offers).toEqual({
      '@type': 'Offer',
      price: 120,
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/product/p1`,
    });
  });

  it('offers the sale price when the product is on sale', () => {
    expect(productJsonLd({ ...dress, salePrice: 90 }).offers).toMatchObject({ price: 90 });
  });

  it('says when the product is out of stock', () => {
    expect(productJsonLd({ ...dress, inStock: false }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('has no offer for portfolio pieces, whose price is hidden', () => {
    expect(productJsonLd({ ...dress, serviceType: 'portfolio' })).not.toHaveProperty('offers');
  });

  it('has no offer without a price', () => {
    expect(productJsonLd({ ...dress, price: null, salePrice: null })).not.toHaveProperty('offers');
  });

  it('prices in pounds when the product has no currency, as the page does', () => {
    expect(productJsonLd({ ...dress, currency: 'NONE' }).offers).toMatchObject({ priceCurrency: 'GBP' });
  });

  it('never carries a rating (the brand is rated, not the product)', () => {
    expect(productJsonLd(dress)).not.toHaveProperty('aggregateRating');
  });

  it('lists each image once and leaves out empty ones', () => {
    expect(productJsonLd({ ...dress, images: ['/a.jpg', null, '/a.jpg', ''] }).image).toEqual([`${ORIGIN}/a.jpg`]);
    expect(productJsonLd({ ...dress, images: [] })).not.toHaveProperty('image');
  });
});

describe('brandJsonLd', () => {
  const brand = {
    path: '/brand/b1',
    name: 'Kàmpé',
    description: 'Lagos tailoring.',
    image: '/media/kampe.jpg',
    city: 'Lagos',
    rating: 4.5,
    reviewCount: 12,
  };

  it('describes the label with its city, logo and rating', () => {
    expect(brandJsonLd(brand)).toMatchObject({
      '@type': ['Brand', 'Organization'],
      name: 'Kàmpé',
      url: `${ORIGIN}/brand/b1`,
      description: 'Lagos tailoring.',
      logo: `${ORIGIN}/media/kampe.jpg`,
      image: `${ORIGIN}/media/kampe.jpg`,
      address: { '@type': 'PostalAddress', addressLocality: 'Lagos' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it('has no rating without reviews', () => {
    expect(brandJsonLd({ ...brand, rating: 0, reviewCount: 0 })).not.toHaveProperty('aggregateRating');
  });

  it('keeps only the social links the brand has', () => {
    expect(brandJsonLd({ ...brand, sameAs: ['https://instagram.com/kampe', null, undefined] }).sameAs).toEqual([
      'https://instagram.com/kampe',
    ]);
    expect(brandJsonLd({ ...brand, sameAs: [null] })).not.toHaveProperty('sameAs');
  });
});

describe('collectionJsonLd', () => {
  const collection = {
    path: '/collection/c1',
    title: 'Harmattan',
    description: 'Dry-season linens.',
    image: '/media/c1.jpg',
    brand: { name: 'Kàmpé', path: '/brand/b1' },
  };

  it('is about the brand and lists the products in order', () => {
    const page = collectionJsonLd({
      ...collection,
      items: [
        { name: 'Shirt', path: '/product/p1' },
        { name: 'Trousers', path: '/product/p2' },
      ],
    });
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Harmattan',
      url: `${ORIGIN}/collection/c1`,
      image: `${ORIGIN}/media/c1.jpg`,
      about: { '@type': 'Brand', name: 'Kàmpé', url: `${ORIGIN}/brand/b1` },
    });
    expect(page.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Shirt', url: `${ORIGIN}/product/p1` },
        { '@type': 'ListItem', position: 2, name: 'Trousers', url: `${ORIGIN}/product/p2` },
      ],
    });
  });

  it('has no item list without products', () => {
    expect(collectionJsonLd({ ...collection, items: [] })).not.toHaveProperty('mainEntity');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1, in order, with absolute URLs', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Directory', path: '/directory' },
      { name: 'Kàmpé', path: '/brand/b1' },
      { name: 'Indigo wrap dress', path: '/product/p1' },
    ]);
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.map(({ position, name, item }) => [position, name, item])).toEqual([
      [1, 'Directory', `${ORIGIN}/directory`],
      [2, 'Kàmpé', `${ORIGIN}/brand/b1`],
      [3, 'Indigo wrap dress', `${ORIGIN}/product/p1`],
    ]);
  });
});

describe('websiteJsonLd', () => {
  it('searches the directory with the parameter the directory reads', () => {
    expect(websiteJsonLd().potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: `${ORIGIN}/directory?search={search_term_string}`,
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const data = productJsonLd({ ...dress, description: 'Nice</script><script>alert(1)</script><!-- x' });
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('serializes a list of objects as a JSON array', () => {
    expect(JSON.parse(serializeJsonLd([{ a: '<b>' }, { c: 1 }]))).toEqual([{ a: '<b>' }, { c: 1 }]);
  });
});
