import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import type { useDeleteCollectionImageMutation as DeleteCollectionImageMutation } from '../../__generated__/useDeleteCollectionImageMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
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

const TEXTS = {
  success: COLLECTION_MESSAGES.imageDeleted,
  failure: (error: unknown) => failureMessage(error, GALLERY_FAILURES.delete),
};

/** Removes an image from a gallery; when it was the main image, the next one takes its place. */
export function useDeleteCollectionImageMutation() {
  const { run, busy } = useStudioMutation<DeleteCollectionImageMutation>(deleteCollectionImageMutation, TEXTS);
  const deleteImage = (imageId: string, { onDeleted, onFailed }: DeleteCallbacks = {}) =>
    void run({ input: { id: imageId } }, { onDone: onDeleted, onFailed });
  return { deleteImage, deleting: busy };
}
