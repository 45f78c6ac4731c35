import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import type { useUpdateCollectionImageMutation as UpdateCollectionImageMutation } from '../../__generated__/useUpdateCollectionImageMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
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

const TEXTS = {
  success: COLLECTION_MESSAGES.altTextSaved,
  failure: (error: unknown) => failureMessage(error, GALLERY_FAILURES.altText),
};

/** Saves a gallery image's alt text (blank clears it); the new text shows at once. */
export function useUpdateCollectionImageMutation() {
  const { run, busy } = useStudioMutation<UpdateCollectionImageMutation>(updateCollectionImageMutation, TEXTS);
  const saveAltText = (imageId: string, altText: string, { onSaved }: { onSaved?: () => void } = {}) => {
    const text = altText.trim() || null;
    void run(
      { input: { id: imageId, altText: text } },
      { optimisticUpdater: (store) => store.get(imageId)?.setValue(text, 'altText'), onDone: onSaved },
    );
  };
  return { saveAltText, saving: busy };
}
