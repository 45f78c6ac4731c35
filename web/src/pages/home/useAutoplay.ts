import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { HERO_AUTOPLAY_MS, nextSlideIndex } from '../../lib/slideIndex';

/**
 * The current slide: it advances every 6 s and wraps; choosing a slide restarts the timer.
 * Visitors who ask for reduced motion get no autoplay.
 */
export function useAutoplay(count: number): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (reducedMotion || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlideIndex(i, count)), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, count, reducedMotion]);
  return [index, setIndex];
}
