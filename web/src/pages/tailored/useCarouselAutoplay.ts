import { useEffect, useRef, type RefObject } from 'react';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX, cardPitch, nextCarouselOffset } from '../../lib/carouselOffset';

/**
 * Scrolls the track on by one card (300 px, see CAROUSEL_STEP_PX) every 3 s, wrapping to the start;
 * paused while the pointer is over it or keyboard focus is inside it.
 */
export function useCarouselAutoplay(trackRef: RefObject<HTMLElement | null>): {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
} {
  const hovered = useRef(false);
  const focused = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (!track || hovered.current || focused.current) return;
      const step = cardPitch(track) ?? CAROUSEL_STEP_PX;
      track.scrollTo({ left: nextCarouselOffset(track.scrollLeft, track.scrollWidth - track.clientWidth, step) });
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [trackRef]);
  return {
    onPointerEnter: () => {
      hovered.current = true;
    },
    onPointerLeave: () => {
      hovered.current = false;
    },
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
    },
  };
}
