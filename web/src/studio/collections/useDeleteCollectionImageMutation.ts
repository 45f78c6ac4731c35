import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteCollectionImageMutation as DeleteCollectionImageMutation } from '../../__generated__/useDeleteCollectionImageMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
import { failureMessage, GALLERY_FAILURES } from './collectionFailures';

const deleteCollectionImageMutation = graphql`
  mutation useDeleteCollectionImageMutation($input: DeleteCollectionImageInput!) {
    deleteCollectionImage(input: $input) {
      collection {
        id
        image
        ...CollectionGallery_collection
      }
    }
  }
`;

interface DeleteCallbacks {
  onDeleted?: () => void;
  onFailed?: () => void;
}

/** Removes an image from a gallery; when it was the main image, the next one takes its place. */
export function useDeleteCollectionImageMutation() {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteCollectionImageMutation>(deleteCollectionImageMutation);
  const deleteImage = useCallback(
    (imageId: string, { onDeleted, onFailed }: DeleteCallbacks = {}) => {
      commit({
        variables: { input: { id: imageId } },
        onCompleted: () => {
          showToast(COLLECTION_MESSAGES.imageDeleted, 'success');
          onDeleted?.();
        },
        onError: (error) => {
          showToast(failureMessage(error, GALLERY_FAILURES.delete), 'error');
          onFailed?.();
        },
      });
    },
    [commit, showToast],
  );
  return { deleteImage, deleting };
}
