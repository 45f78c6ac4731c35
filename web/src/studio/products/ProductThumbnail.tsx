import { useState } from 'react';
import styled from 'styled-components';
import { ImageIcon } from '../../components/icons/studioIcons';
import { IMAGE_UNAVAILABLE } from './productLabels';

const Frame = styled.div`
  display: grid;
  place-items: center;
  overflow: hidden;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.ivoryDeep};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  span {
    padding: 0 0.25rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.2;
  }
`;

/**
 * A product's picture in the studio: the image, or 'Image unavailable' when it fails to load, or an
 * image icon when there is none.
 */
export function ProductThumbnail({
  src,
  alt = '',
  className,
}: {
  src: string | null;
  alt?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = src !== null && failedSrc === src;
  return (
    <Frame className={className}>
      {src && !broken ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} />
      ) : broken ? (
        <span>{IMAGE_UNAVAILABLE}</span>
      ) : (
        <ImageIcon />
      )}
    </Frame>
  );
}
