import { describe, expect, it } from 'vitest';
import { nextCarouselOffset, CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX } from './carouselOffset';

describe('featured tailors carousel', () => {
  it('moves 300 px every 3 s and wraps to the start at the end', () => {
    expect([CAROUSEL_STEP_PX, CAROUSEL_INTERVAL_MS]).toEqual([300, 3000]);
    expect(nextCarouselOffset(0, 1000)).toBe(300);
    expect(nextCarouselOffset(900, 1000)).toBe(1000);
    expect(nextCarouselOffset(1000, 1000)).toBe(0);
    expect(nextCarouselOffset(0, 0)).toBe(0);
  });
});
