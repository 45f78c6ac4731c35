import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateCollectionImageMutation as UpdateCollectionImageMutation } from '../../__generated__/useUpdateCollectionImageMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
import { failureMessage, GALLERY_FAILURES } from './collectionFailures';

const updateCollectionImageMutation = graphql`
  mutation useUpdateCollectionImageMutation($input: UpdateCollectionImageInput!) {
    updateCollectionImage(input: $input) {
      collection {
        id
        ...CollectionGallery_collection
      }
    }
  }
`;

/** Saves a gallery image's alt text (blank clears it); the new text shows at once. */
export function useUpdateCollectionImageMutation() {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<UpdateCollectionImageMutation>(updateCollectionImageMutation);
  const saveAltText = useCallback(
    (imageId: string, altText: string, { onSaved }: { onSaved?: () => void } = {}) => {
      const text = altText.trim() || null;
      commit({
        variables: { input: { id: imageId, altText: text } },
        optimisticUpdater: (store) => store.get(imageId)?.setValue(text, 'altText'),
        onCompleted: () => {
          showToast(COLLECTION_MESSAGES.altTextSaved, 'success');
          onSaved?.();
        },
        onError: (error) => showToast(failureMessage(error, GALLERY_FAILURES.altText), 'error'),
      });
    },
    [commit, showToast],
  );
  return { saveAltText, saving };
}
