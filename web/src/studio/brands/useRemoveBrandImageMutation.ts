import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveBrandImageMutation as RemoveBrandImageMutation } from '../../__generated__/useRemoveBrandImageMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
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

/** Removes a gallery image and its files; when it was the main image, the next one takes its place. */
export function useRemoveBrandImageMutation(onRemoved: () => void) {
  const { showToast } = useToast();
  const [commit, removing] = useMutation<RemoveBrandImageMutation>(removeBrandImageMutation);
  const removeImage = useCallback(
    (brandId: string, storagePath: string, { onDone }: { onDone: (removed: boolean) => void }) => {
      commit({
        variables: { input: { brandId, storagePath } },
        onCompleted: () => {
          showToast(IMAGE_REMOVED, 'success');
          onRemoved();
          onDone(true);
        },
        onError: (error) => {
          showToast(changeFailureMessage(error, IMAGE_REMOVE_FAILED), 'error');
          onDone(false);
        },
      });
    },
    [commit, onRemoved, showToast],
  );
  return { removeImage, removing };
}
