import { describe, expect, it } from 'vitest';
import { srcSet, variantKey, variantWidths } from './image-variants.js';

describe('image variants', () => {
  it('makes the web widths from large originals', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1600]);
  });

  it('never upscales: the widest variant is the original width', () => {
    expect(variantWidths(1200)).toEqual([320, 640, 960, 1200]);
    expect(variantWidths(960)).toEqual([320, 640, 960]);
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(0)).toEqual([]);
  });

  it('names variants next to the original', () => {
    expect(variantKey('brands/b1/photo.png', 640)).toBe('brands/b1/photo-w640.webp');
    expect(variantKey('brands/b1/photo', 320)).toBe('brands/b1/photo-w320.webp');
    expect(variantKey('brands/v1.2/photo', 320)).toBe('brands/v1.2/photo-w320.webp');
  });

  it('writes srcset narrowest first, or null without variants', () => {
    expect(
      srcSet([
        { url: '/b.webp', width: 640 },
        { url: '/a.webp', width: 320 },
      ]),
    ).toBe('/a.webp 320w, /b.webp 640w');
    expect(srcSet([])).toBeNull();
  });
});
