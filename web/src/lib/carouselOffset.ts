/** The featured tailors carousel moves this far every CAROUSEL_INTERVAL_MS. */
export const CAROUSEL_STEP_PX = 300;
export const CAROUSEL_INTERVAL_MS = 3000;

/** Where the carousel scrolls next: one step on, or back to the start once it has reached the end. */
export function nextCarouselOffset(scrollLeft: number, maxScrollLeft: number, step: number = CAROUSEL_STEP_PX): number {
  if (maxScrollLeft <= 0) return 0;
  return scrollLeft >= maxScrollLeft - 1 ? 0 : Math.min(scrollLeft + step, maxScrollLeft);
}
