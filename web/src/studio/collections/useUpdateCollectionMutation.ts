import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  UpdateCollectionInput,
  useUpdateCollectionMutation as UpdateCollectionMutation,
} from '../../__generated__/useUpdateCollectionMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
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
  onInvalid?: (problems: Record<string, string>) => void;
}

/**
 * Saves a collection's details; a new image (an address or a file sent with it) becomes the main
 * image, first in the gallery.
 */
export function useUpdateCollectionMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [saving, setSaving] = useState(false);

  const updateCollection = useCallback(
    async (
      input: Omit<UpdateCollectionInput, 'imageFile'>,
      file: File | null,
      { onUpdated, onInvalid }: UpdateCallbacks = {},
    ) => {
      setSaving(true);
      try {
        await commitMutationWithFiles<UpdateCollectionMutation>(
          environment,
          updateCollectionMutation,
          { input: { ...input, imageFile: null } },
          { 'input.imageFile': file },
        );
        showToast(COLLECTION_MESSAGES.updated, 'success');
        onUpdated?.();
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(saveFailureMessage(error, 'edit'), 'error');
      } finally {
        setSaving(false);
      }
    },
    [environment, showToast],
  );

  return { updateCollection, saving };
}
