import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import type { useReorderCollectionImagesMutation as ReorderCollectionImagesMutation } from '../../__generated__/useReorderCollectionImagesMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';

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

const TEXTS = { success: COLLECTION_MESSAGES.imagesReordered, failure: COLLECTION_MESSAGES.reorderFailed };

/**
 * Saves a gallery's new order (every image id, first = main image). The new order shows at once;
 * if the server refuses, the toast says so and `onFailed` reloads the gallery (spec section 8).
 */
export function useReorderCollectionImagesMutation(collectionId: string, onFailed: () => void) {
  const { run } = useStudioMutation<ReorderCollectionImagesMutation>(reorderCollectionImagesMutation, TEXTS);
  const reorderImages = (imageIds: readonly string[]) =>
    void run(
      { input: { collectionId, imageIds: [...imageIds] } },
      {
        optimisticUpdater: (store) => {
          const collection = store.get(collectionId);
          const images = collection?.getLinkedRecords('images');
          if (!collection || !images) return;
          const byId = new Map(images.filter(Boolean).map((image) => [image!.getDataID(), image!]));
          const ordered = imageIds.map((id) => byId.get(id)).filter((image) => image !== undefined);
          ordered.forEach((image, index) => image.setValue(index + 1, 'displayOrder'));
          collection.setLinkedRecords(ordered, 'images');
        },
        onFailed,
      },
    );
  return { reorderImages };
}
