import { useEffect, useState } from 'react';

/** True once the page has scrolled further than `offsetPx`. */
export function useScrolledPast(offsetPx: number): boolean {
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);

  return scrolledPast;
}
