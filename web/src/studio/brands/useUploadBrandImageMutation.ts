import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useUploadBrandImageMutation as UploadBrandImageMutation } from '../../__generated__/useUploadBrandImageMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
import { commitUploadMutation } from '../kit/uploads';
import { changeFailureMessage } from './brandFailures';

const uploadBrandImageMutation = graphql`
  mutation useUploadBrandImageMutation($input: UploadBrandImageInput!) {
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

export const IMAGE_UPLOADED = 'Image added to the gallery';
/** A large image is still being made into its stored files when the answer comes. */
export const IMAGE_UPLOADED_PROCESSING = 'Image added to the gallery. It is being processed and shows in a moment.';
export const IMAGE_UPLOAD_FAILED = 'Failed to upload image';

/** Adds an image to a brand's gallery (the main image when it has none), with its upload progress. */
export function useUploadBrandImageMutation(onUploaded: () => void) {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  const uploadImage = useCallback(
    async (brandId: string, file: File) => {
      setProgress(0);
      try {
        const answer = await commitUploadMutation<UploadBrandImageMutation>(
          environment,
          uploadBrandImageMutation,
          { input: { brandId, file: null } },
          { 'input.file': file },
          setProgress,
        );
        showToast(answer.uploadBrandImage?.image.processing ? IMAGE_UPLOADED_PROCESSING : IMAGE_UPLOADED, 'success');
        onUploaded();
      } catch (error) {
        showToast(changeFailureMessage(error, IMAGE_UPLOAD_FAILED), 'error');
      } finally {
        setProgress(null);
      }
    },
    [environment, onUploaded, showToast],
  );

  return { uploadImage, progress };
}
