import type { ImgHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { LazyImage } from '../../components/LazyImage';
import { useUploadedImageState } from './useUploadedImageState';
import type { KnownImageStatus } from './uploadedImageStatus';

export const IMAGE_PROCESSING = 'Processing…';
export const IMAGE_NOT_PROCESSED = 'Could not be processed. Upload it again.';
export const IMAGE_UNAVAILABLE_TEXT = 'Image unavailable';

/** The words in place of the picture, centred in its frame; smaller in a thumbnail. */
const Notice = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  width: 100%;
  height: 100%;
  padding: 0.25rem;
  background: ${({ theme }) => theme.colors.ivoryDeep};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.2;
  text-align: center;

  @container (max-width: 6rem) {
    > span {
      font-size: 0.625rem;
    }
  }
`;

const Blank = styled.div`
  display: block;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.ivoryDeep};
`;

interface UploadedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> {
  src: string;
  alt: string;
  /** What the page's data says of the upload behind `src` (ResponsiveImage.processing/failed); 'ready' when unknown. */
  status?: KnownImageStatus;
  srcSet?: string | null;
  sizes?: string;
  /** Shown when nothing can be loaded from `src` (default 'Image unavailable'). */
  unavailable?: ReactNode;
}

/**
 * A picture of the studio that may be a fresh upload: while its file is being made the frame says
 * "Processing…" (announced politely) and the API is asked again every few seconds, then the image
 * shows; an upload that could not be processed says so. A file that fails to load is checked the
 * same way, so a page whose data predates the upload does not show a broken image either.
 */
export function UploadedImage({
  src,
  alt,
  status = 'ready',
  srcSet,
  sizes,
  unavailable = IMAGE_UNAVAILABLE_TEXT,
  ...rest
}: UploadedImageProps) {
  const { state, loadFailed } = useUploadedImageState(src, status);
  switch (state.status) {
    case 'processing':
      return (
        <Notice role="status">
          <Spinner $size={18} aria-hidden="true" />
          <span>
            {alt ? <VisuallyHidden>{alt}: </VisuallyHidden> : null}
            {IMAGE_PROCESSING}
          </span>
        </Notice>
      );
    case 'failed':
      return (
        <Notice>
          <span>
            {alt ? <VisuallyHidden>{alt}: </VisuallyHidden> : null}
            {IMAGE_NOT_PROCESSED}
          </span>
        </Notice>
      );
    case 'unavailable':
      return (
        <Notice>
          <span>
            {alt ? <VisuallyHidden>{alt}: </VisuallyHidden> : null}
            {unavailable}
          </span>
        </Notice>
      );
    case 'checking':
      return <Blank aria-hidden="true" />;
    case 'ready':
      return (
        <LazyImage
          src={src}
          srcSet={state.srcSet ?? srcSet ?? undefined}
          sizes={sizes}
          alt={alt}
          onError={loadFailed}
          {...rest}
        />
      );
  }
}
