import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { BrandGalleryRemoveMutation } from '../../__generated__/BrandGalleryRemoveMutation.graphql';
import type { BrandGalleryUploadMutation } from '../../__generated__/BrandGalleryUploadMutation.graphql';
import type { BrandGallery_brand$key } from '../../__generated__/BrandGallery_brand.graphql';
import { Badge } from '../../components/Badge';
import { UploadedImage } from '../kit/UploadedImage';
import { imageStatus } from '../kit/uploadedImageStatus';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { DeleteActionButton } from '../kit/RecordActionButtons';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { TrashIcon } from '../kit/icons';
import { changeFailureMessage } from './brandFailures';
import { brandImageProblem, IMAGE_ACCEPT } from './fileChecks';
import { FilePicker } from './FilePicker';
import { SectionPanel } from './SectionPanel';
import { UploadProgress } from './UploadProgress';

const brandGalleryFragment = graphql`
  fragment BrandGallery_brand on Brand {
    id
    name
    image
    primaryImage {
      url
      srcSet
    }
    images {
      storagePath
      url
      srcSet
      displayOrder
      processing
      failed
    }
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivoryDeep};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  > span {
    position: absolute;
    top: 0.4rem;
    left: 0.4rem;
  }
`;

// A new image becomes the main one when the brand has none.
const uploadImageMutation = graphql`
  mutation BrandGalleryUploadMutation($input: UploadBrandImageInput!) {
    uploadBrandImage(input: $input) {
      brand {
        id
        ...BrandGallery_brand
      }
      image {
        processing
      }
    }
  }
`;

// Its files go too; when it was the main image, the next one takes its place.
const removeImageMutation = graphql`
  mutation BrandGalleryRemoveMutation($input: RemoveBrandImageInput!) {
    removeBrandImage(input: $input) {
      brand {
        id
        ...BrandGallery_brand
      }
    }
  }
`;

const UPLOAD_TEXTS = {
  success: ({ uploadBrandImage }: BrandGalleryUploadMutation['response']) =>
    uploadBrandImage?.image.processing
      ? 'Image added to the gallery. It is being processed and shows in a moment.'
      : 'Image added to the gallery',
  failure: (error: unknown) => changeFailureMessage(error, 'Failed to upload image'),
};
const REMOVE_TEXTS = {
  success: 'Image removed from the gallery',
  failure: (error: unknown) => changeFailureMessage(error, 'Failed to remove image'),
};

interface BrandGalleryProps {
  brand: BrandGallery_brand$key;
  onChanged: () => void;
}

/** The brand's images: the main one marked, each removable, and a picker that uploads another. */
export function BrandGallery({ brand: brandKey, onChanged }: BrandGalleryProps) {
  const brand = useFragment(brandGalleryFragment, brandKey);
  const upload = useStudioMutation<BrandGalleryUploadMutation>(uploadImageMutation, UPLOAD_TEXTS);
  const remove = useStudioMutation<BrandGalleryRemoveMutation>(removeImageMutation, REMOVE_TEXTS);
  const progress = upload.busy ? (upload.progress ?? 0) : null;
  const [removingPath, setRemovingPath] = useState<string | null>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const images = brand.images;
  const mainUrl = brand.primaryImage?.url ?? brand.image;

  return (
    <SectionPanel title="Images" aside={<p>The main image shows on the brand&apos;s card and page.</p>}>
      {images.length === 0 ? (
        <p>{mainUrl ? 'The main image is a linked picture; upload images to build a gallery.' : 'No images yet.'}</p>
      ) : (
        <Grid aria-label={`${brand.name} gallery`}>
          {images.map((image, index) => {
            const isMain = image.url === brand.image;
            const label = `Image ${index + 1}${isMain ? ' (main image)' : ''}`;
            return (
              <Tile key={image.storagePath}>
                <Frame>
                  <UploadedImage
                    src={image.url}
                    srcSet={image.srcSet}
                    status={imageStatus(image)}
                    sizes="9rem"
                    alt={`${brand.name}: ${label}`}
                  />
                  {isMain ? <Badge $tone="glass">Main image</Badge> : null}
                </Frame>
                <DeleteActionButton type="button" onClick={() => setRemovingPath(image.storagePath)}>
                  <TrashIcon />
                  Remove<VisuallyHidden> {label}</VisuallyHidden>
                </DeleteActionButton>
              </Tile>
            );
          })}
        </Grid>
      )}
      <div ref={pickerRef}>
        <FilePicker
          label="Add an image"
          name="galleryImage"
          accept={IMAGE_ACCEPT}
          hint="PNG, JPEG or WebP, at most 5 MB. The first image becomes the main image."
          disabled={progress != null}
          problemOf={brandImageProblem}
          onPick={(file) =>
            void upload.run(
              { input: { brandId: brand.id, file: null } },
              { files: { 'input.file': file }, onDone: onChanged },
            )
          }
        >
          {progress != null ? <UploadProgress label="Uploading image" fraction={progress} /> : null}
        </FilePicker>
      </div>
      {removingPath ? (
        <ConfirmDeleteDialog
          title="Remove Image"
          message="Are you sure you want to remove this image from the gallery? Its files are deleted. This action cannot be undone."
          deleting={remove.busy}
          onCancel={() => setRemovingPath(null)}
          onConfirm={() =>
            void remove.run(
              { input: { brandId: brand.id, storagePath: removingPath } },
              {
                onDone: () => {
                  onChanged();
                  setRemovingPath(null);
                  // The removed image's button is gone: the keyboard goes on from the picker instead.
                  requestAnimationFrame(() => pickerRef.current?.querySelector('input')?.focus());
                },
                onFailed: () => setRemovingPath(null),
              },
            )
          }
        />
      ) : null}
    </SectionPanel>
  );
}
