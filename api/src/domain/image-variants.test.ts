import { describe, expect, it } from 'vitest';
import {
  imageSources,
  isVariantFormat,
  srcSet,
  storedOriginalSize,
  variantKey,
  variantWidths,
} from './image-variants.js';

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

  it('caps the stored original at 4096 px on its longer side, keeping its proportions', () => {
    expect(storedOriginalSize(4000, 3000)).toEqual({ width: 4000, height: 3000 });
    expect(storedOriginalSize(4096, 10)).toEqual({ width: 4096, height: 10 });
    expect(storedOriginalSize(16383, 16383)).toEqual({ width: 4096, height: 4096 });
    expect(storedOriginalSize(8000, 6000)).toEqual({ width: 4096, height: 3072 });
    expect(storedOriginalSize(3000, 12000)).toEqual({ width: 1024, height: 4096 });
    expect(storedOriginalSize(20000, 2)).toEqual({ width: 4096, height: 1 });
  });

  it('names variants next to the original', () => {
    expect(variantKey('brands/b1/photo.png', 640)).toBe('brands/b1/photo-w640.webp');
    expect(variantKey('brands/b1/photo', 320)).toBe('brands/b1/photo-w320.webp');
    expect(variantKey('brands/v1.2/photo', 320)).toBe('brands/v1.2/photo-w320.webp');
    expect(variantKey('brands/b1/photo.png', 640, 'avif')).toBe('brands/b1/photo-w640.avif');
  });

  it('knows the formats it makes', () => {
    expect(isVariantFormat('avif')).toBe(true);
    expect(isVariantFormat('webp')).toBe(true);
    expect(isVariantFormat('jpeg')).toBe(false);
    expect(isVariantFormat(undefined)).toBe(false);
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

  it('lists one source per format, AVIF before webp, each narrowest first', () => {
    const variants = [
      { url: '/a-640.webp', width: 640, format: 'webp' as const },
      { url: '/a-320.webp', width: 320, format: 'webp' as const },
      { url: '/a-640.avif', width: 640, format: 'avif' as const },
      { url: '/a-320.avif', width: 320, format: 'avif' as const },
    ];
    expect(imageSources(variants)).toEqual([
      { type: 'image/avif', srcSet: '/a-320.avif 320w, /a-640.avif 640w' },
      { type: 'image/webp', srcSet: '/a-320.webp 320w, /a-640.webp 640w' },
    ]);
  });

  it('gives uploads stored before AVIF their webp source only, and images without variants none', () => {
    expect(imageSources([{ url: '/a-320.webp', width: 320, format: 'webp' }])).toEqual([
      { type: 'image/webp', srcSet: '/a-320.webp 320w' },
    ]);
    expect(imageSources([])).toEqual([]);
  });
});
