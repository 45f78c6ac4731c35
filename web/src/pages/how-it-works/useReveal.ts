import { useEffect, useRef, useState } from 'react';

/** The observer settings the spec gives for revealing sections on scroll. */
export const REVEAL_OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: '20%', threshold: 0.1 };

/** True once the element has scrolled into (or near) view; stays true. */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setRevealed(true);
        observer.disconnect();
      }
    }, REVEAL_OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed]);
  return { ref, revealed };
}
