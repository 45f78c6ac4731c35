/** The hero slider's autoplay interval. */
export const HERO_AUTOPLAY_MS = 6000;

/** The slide after `index`, wrapping to the first after the last. */
export function nextSlideIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
