/**
 * The featured tailors carousel moves this far every CAROUSEL_INTERVAL_MS. Its cards are laid out so
 * that one card and the gap after it take exactly this much, so each step moves on by one whole card.
 */
export const CAROUSEL_STEP_PX = 300;
export const CAROUSEL_INTERVAL_MS = 3000;

/**
 * Where the carousel scrolls next: one step on from the card boundary nearest to where it is now
 * (so a position a few pixels off never adds up from step to step), or back to the start once it
 * has reached the end.
 */
export function nextCarouselOffset(scrollLeft: number, maxScrollLeft: number, step: number = CAROUSEL_STEP_PX): number {
  if (maxScrollLeft <= 0 || step <= 0) return 0;
  if (scrollLeft >= maxScrollLeft - 1) return 0;
  const boundary = Math.round(scrollLeft / step) * step;
  return Math.min(boundary + step, maxScrollLeft);
}

/** The distance from one card's start to the next in a track of cards, or null with fewer than two. */
export function cardPitch(track: HTMLElement): number | null {
  const [first, second] = Array.from(track.children) as HTMLElement[];
  if (!first || !second) return null;
  return second.getBoundingClientRect().left - first.getBoundingClientRect().left;
}
