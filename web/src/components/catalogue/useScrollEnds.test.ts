import { describe, expect, it } from 'vitest';
import { scrollEnds } from './useScrollEnds';

describe('a sideways row of cards: can it move back or on?', () => {
  it('a row whose cards all show can move neither way', () => {
    expect(scrollEnds(0, 600, 1160)).toEqual({ atStart: true, atEnd: true });
    expect(scrollEnds(0, 1160, 1160)).toEqual({ atStart: true, atEnd: true });
  });

  it('a longer row can move on from its start, both ways in the middle, and back from its end', () => {
    expect(scrollEnds(0, 2000, 1160)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEnds(420, 2000, 1160)).toEqual({ atStart: false, atEnd: false });
    expect(scrollEnds(840, 2000, 1160)).toEqual({ atStart: false, atEnd: true });
  });

  it('counts a position within a pixel of either end as that end (fractional widths)', () => {
    expect(scrollEnds(0.6, 2000, 1160).atStart).toBe(true);
    expect(scrollEnds(839.4, 2000, 1160).atEnd).toBe(true);
    expect(scrollEnds(837, 2000, 1160).atEnd).toBe(false);
  });
});
