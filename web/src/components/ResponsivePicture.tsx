import { graphql, useFragment } from 'react-relay';
import type { ResponsivePicture_image$key } from '../__generated__/ResponsivePicture_image.graphql';
import { LazyImage, type LazyImageProps } from './LazyImage';

const responsivePictureFragment = graphql`
  fragment ResponsivePicture_image on ResponsiveImage {
    url
    srcSet
    sources {
      type
      srcSet
    }
  }
`;

interface ResponsivePictureProps extends Omit<LazyImageProps, 'src' | 'srcSet' | 'sources' | 'sizes'> {
  image: ResponsivePicture_image$key;
  /** The slot's width for each layout, so the browser picks the right variant. */
  sizes: string;
}

/** An image field's picture: AVIF and webp variants for an upload, the plain address otherwise. */
export function ResponsivePicture({ image: imageKey, ...rest }: ResponsivePictureProps) {
  const image = useFragment(responsivePictureFragment, imageKey);
  return <LazyImage src={image.url} srcSet={image.srcSet} sources={image.sources} {...rest} />;
}
