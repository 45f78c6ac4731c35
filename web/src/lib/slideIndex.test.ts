import { describe, expect, it } from 'vitest';
import { nextSlideIndex, HERO_AUTOPLAY_MS } from './slideIndex';

describe('hero slider', () => {
  it('advances every 6000 ms and wraps to the first slide', () => {
    expect(HERO_AUTOPLAY_MS).toBe(6000);
    expect(nextSlideIndex(0, 2)).toBe(1);
    expect(nextSlideIndex(1, 2)).toBe(0);
    expect(nextSlideIndex(0, 0)).toBe(0);
  });
});
