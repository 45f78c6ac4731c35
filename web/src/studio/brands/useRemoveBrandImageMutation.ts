import { graphql } from 'react-relay';
import type { useRemoveBrandImageMutation as RemoveBrandImageMutation } from '../../__generated__/useRemoveBrandImageMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { changeFailureMessage } from './brandFailures';

const removeBrandImageMutation = graphql`
  mutation useRemoveBrandImageMutation($input: RemoveBrandImageInput!) {
    removeBrandImage(input: $input) {
      brand {
        id
        ...BrandGallery_brand
      }
    }
  }
`;

export const IMAGE_REMOVED = 'Image removed from the gallery';
export const IMAGE_REMOVE_FAILED = 'Failed to remove image';

const TEXTS = {
  success: IMAGE_REMOVED,
  failure: (error: unknown) => changeFailureMessage(error, IMAGE_REMOVE_FAILED),
};

/** Removes a gallery image and its files; when it was the main image, the next one takes its place. */
export function useRemoveBrandImageMutation(onRemoved: () => void) {
  const { run, busy } = useStudioMutation<RemoveBrandImageMutation>(removeBrandImageMutation, TEXTS);
  const removeImage = (brandId: string, storagePath: string, { onDone }: { onDone: (removed: boolean) => void }) =>
    void run(
      { input: { brandId, storagePath } },
      {
        onDone: () => {
          onRemoved();
          onDone(true);
        },
        onFailed: () => onDone(false),
      },
    );
  return { removeImage, removing: busy };
}
