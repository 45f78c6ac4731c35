import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZES, halvedSizes, pictureAttributes } from './dataSaverImages';

const AVIF = { type: 'image/avif', srcSet: '/a-w320.avif 320w, /a-w640.avif 640w' };
const WEBP = { type: 'image/webp', srcSet: '/a-w320.webp 320w, /a-w640.webp 640w' };

describe('halved sizes', () => {
  it('halves each slot width, keeping the media conditions', () => {
    expect(halvedSizes('(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw')).toBe(
      '(min-width: 1024px) 12.5vw, (min-width: 640px) 25vw, 50vw',
    );
    expect(halvedSizes('(min-width: 64rem) 36rem, 100vw')).toBe('(min-width: 64rem) 18rem, 50vw');
    expect(halvedSizes('4.5rem')).toBe('2.25rem');
  });

  it('wraps functions in calc(), without splitting on their commas', () => {
    expect(halvedSizes('(min-width: 40rem) min(30rem, 50vw), calc(100vw - 2rem)')).toBe(
      '(min-width: 40rem) calc(min(30rem, 50vw) / 2), calc(calc(100vw - 2rem) / 2)',
    );
  });

  it("leaves 'auto' and what is not a length alone", () => {
    expect(halvedSizes('auto')).toBe('auto');
    expect(halvedSizes('(min-width: 40rem)')).toBe('(min-width: 40rem)');
  });
});

describe('picture attributes', () => {
  it('offers AVIF before webp, each with the slot size, and keeps the webp srcset on the <img>', () => {
    expect(pictureAttributes({ srcSet: WEBP.srcSet, sources: [WEBP, AVIF], sizes: '50vw' }, false)).toEqual({
      sources: [
        { ...AVIF, sizes: '50vw' },
        { ...WEBP, sizes: '50vw' },
      ],
      srcSet: WEBP.srcSet,
      sizes: '50vw',
    });
  });

  it('asks for a slot half as wide in data-saver mode, so the browser picks a narrower variant', () => {
    const saving = pictureAttributes({ srcSet: WEBP.srcSet, sources: [AVIF, WEBP], sizes: '100vw' }, true);
    expect(saving.sizes).toBe('50vw');
    expect(saving.sources.map((s) => s.sizes)).toEqual(['50vw', '50vw']);
  });

  it('renders a plain <img> for uploads with webp only, and no srcset for images without variants', () => {
    expect(pictureAttributes({ srcSet: WEBP.srcSet, sizes: '25vw' }, false)).toEqual({
      sources: [],
      srcSet: WEBP.srcSet,
      sizes: '25vw',
    });
    expect(pictureAttributes({ srcSet: null, sources: [], sizes: '25vw' }, true)).toEqual({
      sources: [],
      srcSet: undefined,
      sizes: undefined,
    });
  });

  it('uses the full viewport width when the caller gives variants but no sizes', () => {
    expect(pictureAttributes({ srcSet: WEBP.srcSet }, false).sizes).toBe(DEFAULT_SIZES);
    expect(pictureAttributes({ srcSet: WEBP.srcSet }, true).sizes).toBe('50vw');
  });
});
