import { describe, expect, it } from 'vitest';
import { nextCarouselOffset, CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX } from './carouselOffset';

describe('featured tailors carousel', () => {
  it('moves 300 px every 3 s and wraps to the start at the end', () => {
    expect([CAROUSEL_STEP_PX, CAROUSEL_INTERVAL_MS]).toEqual([300, 3000]);
    expect(nextCarouselOffset(0, 1000)).toBe(300);
    expect(nextCarouselOffset(300, 1000)).toBe(600);
    expect(nextCarouselOffset(900, 1000)).toBe(1000);
    expect(nextCarouselOffset(1000, 1000)).toBe(0);
    expect(nextCarouselOffset(999.5, 1000)).toBe(0);
    expect(nextCarouselOffset(0, 0)).toBe(0);
  });

  it('steps from the nearest card boundary, so an offset a few pixels out does not grow step by step', () => {
    // A card and its gap are 296 px: three steps land on 296, 592 and 888, never 300, 600, 900.
    let offset = 0;
    const landed: number[] = [];
    for (let i = 0; i < 3; i++) {
      offset = nextCarouselOffset(offset, 5000, 296);
      landed.push(offset);
    }
    expect(landed).toEqual([296, 592, 888]);
    // Left a few pixels short or past a boundary (a snap, a smooth scroll cut short), it moves on from that boundary.
    expect(nextCarouselOffset(297, 5000, 300)).toBe(600);
    expect(nextCarouselOffset(604, 5000, 300)).toBe(900);
  });

  it('never moves by a step of nothing', () => {
    expect(nextCarouselOffset(100, 1000, 0)).toBe(0);
  });
});
