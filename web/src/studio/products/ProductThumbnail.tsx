import styled from 'styled-components';
import { ImageIcon } from '../../components/icons/studioIcons';
import { UploadedImage } from '../kit/UploadedImage';
import type { KnownImageStatus } from '../kit/uploadedImageStatus';
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
`;

/**
 * A product's picture in the studio: the image ('Processing…' while an upload is being made into
 * its files), or 'Image unavailable' when it fails to load, or an image icon when there is none.
 */
export function ProductThumbnail({
  src,
  alt = '',
  status,
  className,
}: {
  src: string | null;
  alt?: string;
  /** Whether the upload behind `src` is still being processed, when the page's data says. */
  status?: KnownImageStatus;
  className?: string;
}) {
  return (
    <Frame className={className}>
      {src ? <UploadedImage src={src} alt={alt} status={status} unavailable={IMAGE_UNAVAILABLE} /> : <ImageIcon />}
    </Frame>
  );
}
