import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { HERO_AUTOPLAY_MS, nextSlideIndex } from '../../lib/slideIndex';

/**
 * The current slide: it advances every 6 s and wraps; choosing a slide restarts the timer.
 * Visitors who ask for reduced motion get no autoplay, and neither does a `paused` slideshow (in
 * data-saver mode, until the visitor presses play).
 */
export function useAutoplay(count: number, paused = false): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlideIndex(i, count)), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, count, reducedMotion, paused]);
  return [index, setIndex];
}
