import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { ResponsivePicture_image$key } from '../__generated__/ResponsivePicture_image.graphql';
import { LazyImage, type LazyImageProps } from './LazyImage';

const responsivePictureFragment = graphql`
  fragment ResponsivePicture_image on ResponsiveImage {
    url
    srcSet
    processing
    failed
    sources {
      type
      srcSet
    }
  }
`;

/** Where an upload's picture will be: the frame's own colour, filling it like the image would. */
const Pending = styled.span`
  display: block;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.ivoryDeep};
`;

interface ResponsivePictureProps extends Omit<LazyImageProps, 'src' | 'srcSet' | 'sources' | 'sizes'> {
  image: ResponsivePicture_image$key;
  /** The slot's width for each layout, so the browser picks the right variant. */
  sizes: string;
}

/**
 * An image field's picture: AVIF and webp variants for an upload, the plain address otherwise. An
 * upload still being processed (or that could not be) has nothing at its address yet: the frame
 * stays empty rather than showing a broken image.
 */
export function ResponsivePicture({ image: imageKey, ...rest }: ResponsivePictureProps) {
  const image = useFragment(responsivePictureFragment, imageKey);
  if (image.processing || image.failed)
    return rest.alt ? <Pending role="img" aria-label={rest.alt} /> : <Pending aria-hidden="true" />;
  return <LazyImage src={image.url} srcSet={image.srcSet} sources={image.sources} {...rest} />;
}
