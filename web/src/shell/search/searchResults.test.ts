import { describe, expect, it } from 'vitest';
import type { SearchModalQuery$data } from '../../__generated__/SearchModalQuery.graphql';
import { searchOptions } from './searchResults';

const hits = {
  search: {
    brands: [
      {
        id: 'b1',
        name: 'Adunni Daily',
        category: 'Ready to Wear',
        city: 'Abuja',
        primaryImage: { url: '/b1.png', srcSet: '/b1-w320.webp 320w' },
      },
      { id: 'b2', name: 'Bare Brand', category: 'Bridal', city: 'Lagos', primaryImage: null },
    ],
    collections: [
      { id: 'c1', title: 'Crepe Edit', image: null, images: [{ imageUrl: '/c1.jpg' }], brand: { name: 'A' } },
    ],
    products: [{ id: 'p1', title: 'Crepe Dress', image: null, images: ['/p1-2.jpg'], brand: { name: 'A' } }],
    tailors: [{ id: 't1', title: 'Bespoke crepe', image: null, brand: { name: 'Nia', image: '/nia.jpg' } }],
  },
} as unknown as SearchModalQuery$data;

describe('search options', () => {
  it('give every hit its kind and the first picture it has, with variants where they exist', () => {
    const options = searchOptions('crepe', hits);
    expect(options.map((o) => [o.kind, o.label, o.thumbnail])).toEqual([
      ['Brand', 'Adunni Daily', { src: '/b1.png', srcSet: '/b1-w320.webp 320w' }],
      ['Brand', 'Bare Brand', null],
      ['Collection', 'Crepe Edit', { src: '/c1.jpg', srcSet: null }],
      ['Product', 'Crepe Dress', { src: '/p1-2.jpg', srcSet: null }],
      ['Tailor', 'Nia', { src: '/nia.jpg', srcSet: null }],
    ]);
  });

  it('offer static pages without a picture, also when the API search failed', () => {
    expect(searchOptions('how it', null)).toEqual([
      expect.objectContaining({ kind: 'Page', label: 'How It Works', href: '/how-it-works', thumbnail: null }),
    ]);
  });
});
