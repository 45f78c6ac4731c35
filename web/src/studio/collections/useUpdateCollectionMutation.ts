import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import type {
  UpdateCollectionInput,
  useUpdateCollectionMutation as UpdateCollectionMutation,
} from '../../__generated__/useUpdateCollectionMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { saveFailureMessage } from './collectionFailures';

const updateCollectionMutation = graphql`
  mutation useUpdateCollectionMutation($input: UpdateCollectionInput!) {
    updateCollection(input: $input) {
      collection {
        id
        title
        description
        image
        brand {
          id
          name
        }
        ...CollectionGallery_collection
      }
    }
  }
`;

interface UpdateCallbacks {
  onUpdated?: () => void;
  onInvalid?: (problems: FormProblems) => void;
}

const TEXTS = {
  success: COLLECTION_MESSAGES.updated,
  failure: (error: unknown) => saveFailureMessage(error, 'edit'),
};

/**
 * Saves a collection's details; a new image (an address or a file sent with it) becomes the main
 * image, first in the gallery.
 */
export function useUpdateCollectionMutation() {
  const { run, busy } = useStudioMutation<UpdateCollectionMutation>(updateCollectionMutation, TEXTS);
  const updateCollection = async (
    input: Omit<UpdateCollectionInput, 'imageFile'>,
    file: File | null,
    { onUpdated, onInvalid }: UpdateCallbacks = {},
  ) => {
    await run(
      { input: { ...input, imageFile: null } },
      { files: { 'input.imageFile': file }, onDone: onUpdated, onInvalid },
    );
  };
  return { updateCollection, saving: busy };
}
