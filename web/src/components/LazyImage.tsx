import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** Images start loading once they come within this distance of the viewport. */
export const LAZY_MARGIN = '100px';

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> {
  src: string;
  alt: string;
  /** Above-the-fold images load at once. */
  eager?: boolean;
}

/**
 * An image that requests its file (and srcset variants) only when it is within 100 px of the
 * viewport. Native loading="lazy" uses the browser's own, much larger, distance.
 */
export function LazyImage({ src, srcSet, sizes, alt, eager = false, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <img
      ref={ref}
      alt={alt}
      src={visible ? src : undefined}
      srcSet={visible && srcSet ? srcSet : undefined}
      sizes={srcSet ? sizes : undefined}
      data-src={src}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      {...rest}
    />
  );
}
