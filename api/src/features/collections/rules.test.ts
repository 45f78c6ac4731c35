import { describe, expect, it } from 'vitest';
import { collectionErrors, nextGalleryOrder, reorderedGallery } from './rules.js';

describe('collection rules', () => {
  it('asks for a title, a brand and an image, in that order, with the spec’s messages', () => {
    expect(collectionErrors({}, 'create')).toEqual({
      title: 'Please enter a collection title',
      brandId: 'Please select a brand',
      image: 'Please upload an image',
    });
    expect(collectionErrors({ title: 'Harmattan', brandId: 'b', hasImage: true }, 'create')).toEqual({});
    expect(collectionErrors({ description: 'Only this' }, 'edit')).toEqual({});
    expect(collectionErrors({ title: '  ' }, 'edit')).toEqual({ title: 'Please enter a collection title' });
  });

  it('gives a new gallery image the next display order, or 1 in an empty gallery', () => {
    expect(nextGalleryOrder(null)).toBe(1);
    expect(nextGalleryOrder(3)).toBe(4);
  });

  it('numbers a reordered gallery from 1 and refuses a list that does not match the gallery', () => {
    expect([...reorderedGallery(['a', 'b', 'c'], ['c', 'a', 'b'])!]).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(reorderedGallery(['a', 'b'], ['a'])).toBeNull();
    expect(reorderedGallery(['a', 'b'], ['a', 'a'])).toBeNull();
    expect(reorderedGallery(['a', 'b'], ['a', 'x'])).toBeNull();
  });
});
