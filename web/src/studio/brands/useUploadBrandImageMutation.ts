import { graphql } from 'react-relay';
import type { useUploadBrandImageMutation as UploadBrandImageMutation } from '../../__generated__/useUploadBrandImageMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
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

const TEXTS = {
  success: (answer: UploadBrandImageMutation['response']) =>
    answer.uploadBrandImage?.image.processing ? IMAGE_UPLOADED_PROCESSING : IMAGE_UPLOADED,
  failure: (error: unknown) => changeFailureMessage(error, IMAGE_UPLOAD_FAILED),
};

/** Adds an image to a brand's gallery (the main image when it has none), with its upload progress. */
export function useUploadBrandImageMutation(onUploaded: () => void) {
  const { run, busy, progress } = useStudioMutation<UploadBrandImageMutation>(uploadBrandImageMutation, TEXTS);
  const uploadImage = async (brandId: string, file: File) => {
    await run({ input: { brandId, file: null } }, { files: { 'input.file': file }, onDone: onUploaded });
  };
  return { uploadImage, progress: busy ? (progress ?? 0) : null };
}
