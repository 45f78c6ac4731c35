import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReorderCollectionImagesMutation as ReorderCollectionImagesMutation } from '../../__generated__/useReorderCollectionImagesMutation.graphql';
import { useToast } from '../../shell/toast/useToast';

const reorderCollectionImagesMutation = graphql`
  mutation useReorderCollectionImagesMutation($input: ReorderCollectionImagesInput!) {
    reorderCollectionImages(input: $input) {
      collection {
        id
        image
        ...CollectionGallery_collection
      }
    }
  }
`;

/**
 * Saves a gallery's new order (every image id, first = main image). The new order shows at once;
 * if the server refuses, the toast says so and `onFailed` reloads the gallery (spec section 8).
 */
export function useReorderCollectionImagesMutation(collectionId: string, onFailed: () => void) {
  const { showToast } = useToast();
  const [commit] = useMutation<ReorderCollectionImagesMutation>(reorderCollectionImagesMutation);
  const reorderImages = useCallback(
    (imageIds: readonly string[]) => {
      commit({
        variables: { input: { collectionId, imageIds: [...imageIds] } },
        optimisticUpdater: (store) => {
          const collection = store.get(collectionId);
          const images = collection?.getLinkedRecords('images');
          if (!collection || !images) return;
          const byId = new Map(images.filter(Boolean).map((image) => [image!.getDataID(), image!]));
          const ordered = imageIds.map((id) => byId.get(id)).filter((image) => image !== undefined);
          ordered.forEach((image, index) => image.setValue(index + 1, 'displayOrder'));
          collection.setLinkedRecords(ordered, 'images');
        },
        onCompleted: () => showToast(COLLECTION_MESSAGES.imagesReordered, 'success'),
        onError: () => {
          showToast(COLLECTION_MESSAGES.reorderFailed, 'error');
          onFailed();
        },
      });
    },
    [collectionId, commit, onFailed, showToast],
  );
  return { reorderImages };
}
