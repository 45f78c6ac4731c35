import { useEffect, useRef, useState, useSyncExternalStore, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useDataSaver } from '../lib/dataSaverHook';
import { pictureAttributes, type ImageSourceData } from '../lib/dataSaverImages';

/** Images start loading once they come within this distance of the viewport. */
export const LAZY_MARGIN = '100px';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'srcSet'> {
  src: string;
  alt: string;
  /** The webp variants ('url 320w, ...'), for the <img> itself. */
  srcSet?: string | null;
  /**
   * The variants per format (AVIF, webp), as ResponsiveImage.sources gives them: with any, the image
   * is a <picture> whose <source>s the browser picks from.
   */
  sources?: readonly ImageSourceData[] | null;
  /** The slot's width for each layout; '100vw' when the caller gives variants without one. */
  sizes?: string;
  /** Above-the-fold images load at once. */
  eager?: boolean;
}

/*
 * The <picture> takes no box of its own, and its <img> fills the frame around it and is cropped to
 * it, as every frame that holds a LazyImage does with a bare <img>.
 */
const Picture = styled.picture`
  display: contents;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const noSubscription = () => () => {};

/**
 * True while the markup comes from the server, or the browser takes it over (hydration); false for
 * every render the browser makes on its own.
 */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * An image that requests its file (and srcset variants) only when it is within 100 px of the
 * viewport. Native loading="lazy" uses the browser's own, much larger, distance. In data-saver mode
 * its slot counts as half as wide, so the browser picks a narrower variant.
 *
 * A server-rendered page has no script to watch the viewport when its HTML arrives: there the
 * image keeps its address and native loading="lazy" (unless eager), so the images below the fold
 * do not take a slow connection's bandwidth from the ones on the first screen.
 */
export function LazyImage({ src, srcSet, sources, sizes, alt, eager = false, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const serverMarkup = useServerMarkup();
  const [visible, setVisible] = useState(eager || serverMarkup || typeof IntersectionObserver === 'undefined');
  const dataSaver = useDataSaver();
  const picture = pictureAttributes({ srcSet, sources, sizes }, dataSaver.on);

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

  const img = (
    <img
      ref={ref}
      alt={alt}
      src={visible ? src : undefined}
      srcSet={visible ? picture.srcSet : undefined}
      sizes={picture.sizes}
      data-src={src}
      decoding="async"
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      {...rest}
    />
  );
  if (picture.sources.length === 0) return img;
  return (
    <Picture>
      {picture.sources.map((source) => (
        // A <source> starts a download as soon as it has a srcset, so it waits like the <img>.
        <source
          key={source.type}
          type={source.type}
          srcSet={visible ? source.srcSet : undefined}
          sizes={source.sizes}
        />
      ))}
      {img}
    </Picture>
  );
}
