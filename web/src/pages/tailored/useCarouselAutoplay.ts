import { useEffect, useRef, type RefObject } from 'react';
import { CAROUSEL_INTERVAL_MS, nextCarouselOffset } from '../../lib/carouselOffset';

/** Scrolls the element 300 px every 3 s, wrapping to the start; paused while the pointer is over it. */
export function useCarouselAutoplay(trackRef: RefObject<HTMLElement | null>): {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
} {
  const paused = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track || paused.current) return;
      track.scrollTo({ left: nextCarouselOffset(track.scrollLeft, track.scrollWidth - track.clientWidth) });
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [trackRef]);
  return {
    onPointerEnter: () => {
      paused.current = true;
    },
    onPointerLeave: () => {
      paused.current = false;
    },
  };
}
