import styled from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { UploadedImage } from '../kit/UploadedImage';
import type { KnownImageStatus } from '../kit/uploadedImageStatus';

const Frame = styled.div<{ $size: string }>`
  flex: none;
  width: ${({ $size }) => $size};
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivoryDeep};

  & > img,
  & > [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
    font-size: 1.25rem;
  }
`;

interface BrandThumbnailProps {
  name: string;
  /** The main image's URL, or null: the brand's initials on dyed cloth instead. */
  url: string | null | undefined;
  srcSet?: string | null;
  /** Whether the upload behind `url` is still being processed (ResponsiveImage.processing/failed). */
  status?: KnownImageStatus;
  size?: string;
}

/** A brand's main image as a small square (its initials when it has none); decorative beside the name. */
export function BrandThumbnail({ name, url, srcSet, status, size = '4.5rem' }: BrandThumbnailProps) {
  return (
    <Frame $size={size} aria-hidden="true">
      {url ? (
        <UploadedImage src={url} srcSet={srcSet} status={status} sizes={size} alt="" />
      ) : (
        <BrandArtwork name={name} />
      )}
    </Frame>
  );
}
