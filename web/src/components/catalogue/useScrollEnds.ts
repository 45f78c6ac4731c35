import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollEnds {
  /** Nothing further back: the track shows its first card from its start. */
  atStart: boolean;
  /** Nothing further on: the track is scrolled as far as it goes (or does not scroll at all). */
  atEnd: boolean;
}

/** Sub-pixel scroll positions (zoom, fractional widths) count as the end within this many pixels. */
const END_TOLERANCE_PX = 1;

export function scrollEnds(scrollLeft: number, scrollWidth: number, clientWidth: number): ScrollEnds {
  return {
    atStart: scrollLeft <= END_TOLERANCE_PX,
    atEnd: scrollLeft >= scrollWidth - clientWidth - END_TOLERANCE_PX,
  };
}

/**
 * Whether a sideways scroller can move back or on; kept current as it scrolls, resizes or gains
 * cards (another page of results).
 */
export function useScrollEnds(ref: RefObject<HTMLElement | null>): ScrollEnds {
  const [ends, setEnds] = useState<ScrollEnds>({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const track = ref.current;
    if (!track) return;
    const next = scrollEnds(track.scrollLeft, track.scrollWidth, track.clientWidth);
    setEnds((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next));
  }, [ref]);

  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(track);
    const additions = new MutationObserver(measure);
    additions.observe(track, { childList: true });
    return () => {
      track.removeEventListener('scroll', measure);
      resizes.disconnect();
      additions.disconnect();
    };
  }, [ref, measure]);

  return ends;
}
