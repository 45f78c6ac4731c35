import { describe, expect, it } from 'vitest';
import { imageName, moveAnnouncement, moveBy, moveTo } from './galleryOrder';

describe('moving a gallery image', () => {
  const ids = ['a', 'b', 'c'];

  it('moves up and down one place', () => {
    expect(moveBy(ids, 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(ids, 'a', 1)).toEqual(['b', 'a', 'c']);
  });

  it('does not move past either end, or an image it does not know', () => {
    expect(moveBy(ids, 'a', -1)).toBeNull();
    expect(moveBy(ids, 'c', 1)).toBeNull();
    expect(moveBy(ids, 'x', 1)).toBeNull();
  });

  it('moves to any place (dragging), leaving the others in order', () => {
    expect(moveTo(ids, 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveTo(ids, 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moveTo(ids, 'b', 1)).toBeNull();
    expect(moveTo(ids, 'b', 3)).toBeNull();
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});

describe('announcements', () => {
  it('name an image by its alt text, or its place', () => {
    expect(imageName('Look 2, indigo wrap', 2)).toBe('Image "Look 2, indigo wrap"');
    expect(imageName('  ', 3)).toBe('Image 3');
    expect(imageName(null, 1)).toBe('Image 1');
  });

  it('say the new place, and when the image became the main image', () => {
    expect(moveAnnouncement('Image 3', 2, 3)).toBe('Image 3 moved to position 2 of 3.');
    expect(moveAnnouncement('Image "Wrap"', 1, 3)).toBe(
      'Image "Wrap" moved to position 1 of 3. It is now the main image.',
    );
  });
});
