import { describe, expect, it } from 'vitest';
import { nextSlideIndex, HERO_AUTOPLAY_MS } from '../../../web/src/lib/slideIndex.js';
import { nextCarouselOffset, CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX } from '../../../web/src/lib/carouselOffset.js';
import { scrollerStep as webScrollerStep } from '../../../web/src/lib/scrollerStep.js';
import { scrollerStep } from '../../src/domain/scroller-step.js';
import { matchingStaticPages } from '../../../web/src/shell/search/staticPages.js';
import { specialtyFromParam } from '../../../web/src/pages/tailors/tailorFilters.js';

describe('hero slider', () => {
  it('advances every 6000 ms and wraps to the first slide', () => {
    expect(HERO_AUTOPLAY_MS).toBe(6000);
    expect(nextSlideIndex(0, 2)).toBe(1);
    expect(nextSlideIndex(1, 2)).toBe(0);
    expect(nextSlideIndex(0, 0)).toBe(0);
  });
});

describe('featured tailors carousel', () => {
  it('moves 300 px every 3 s and wraps to the start at the end', () => {
    expect([CAROUSEL_STEP_PX, CAROUSEL_INTERVAL_MS]).toEqual([300, 3000]);
    expect(nextCarouselOffset(0, 1000)).toBe(300);
    expect(nextCarouselOffset(900, 1000)).toBe(1000);
    expect(nextCarouselOffset(1000, 1000)).toBe(0);
    expect(nextCarouselOffset(0, 0)).toBe(0);
  });
});

describe('collections scroller (web copy)', () => {
  it('agrees with the API rule', () => {
    for (const [card, width] of [[280, 500], [320, 767], [280, 768], [320, 1600]] as const) expect(webScrollerStep(card, width)).toBe(scrollerStep(card, width));
  });
});

describe('search static pages', () => {
  it('match on title or description, ignoring case; a blank query matches nothing', () => {
    expect(matchingStaticPages('custom').map((p) => p.href)).toEqual(['/tailored']);
    expect(matchingStaticPages('HOW IT').map((p) => p.href)).toEqual(['/how-it-works']);
    expect(matchingStaticPages('bespoke').map((p) => p.href)).toEqual(['/tailored']);
    expect(matchingStaticPages('  ')).toEqual([]);
  });
});

describe('tailors ?specialty=', () => {
  it('selects a category only when it names one of the four', () => {
    expect(specialtyFromParam('Bridal')).toBe('Bridal');
    expect(specialtyFromParam('made to measure')).toBe('Made to Measure');
    expect(specialtyFromParam('Knitwear')).toBe('');
    expect(specialtyFromParam(null)).toBe('');
  });
});
