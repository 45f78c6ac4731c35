import { describe, expect, it } from 'vitest';
import { scrollerStep } from './scrollerStep';

describe('collections scroller step', () => {
  it('moves 1.5 cards under 768 px wide and 3 cards otherwise', () => {
    expect(scrollerStep(280, 767)).toBe(420);
    expect(scrollerStep(320, 500)).toBe(480);
    expect(scrollerStep(280, 768)).toBe(840);
    expect(scrollerStep(320, 1440)).toBe(960);
  });
});
