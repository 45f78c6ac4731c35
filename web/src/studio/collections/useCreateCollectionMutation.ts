import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  CreateCollectionInput,
  useCreateCollectionMutation as CreateCollectionMutation,
} from '../../__generated__/useCreateCollectionMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
import { saveFailureMessage } from './collectionFailures';

const createCollectionMutation = graphql`
  mutation useCreateCollectionMutation($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      collection {
        id
        title
      }
    }
  }
`;

interface CreateCallbacks {
  onCreated: (collectionId: string) => void;
  onInvalid?: (problems: Record<string, string>) => void;
}

/** Creates a collection for one of the viewer's brands; its image is an address or a file sent with it. */
export function useCreateCollectionMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [creating, setCreating] = useState(false);

  const createCollection = useCallback(
    async (
      input: Omit<CreateCollectionInput, 'imageFile'>,
      file: File | null,
      { onCreated, onInvalid }: CreateCallbacks,
    ) => {
      setCreating(true);
      try {
        const response = await commitMutationWithFiles<CreateCollectionMutation>(
          environment,
          createCollectionMutation,
          { input: { ...input, imageFile: null } },
          { 'input.imageFile': file },
        );
        showToast(COLLECTION_MESSAGES.created, 'success');
        onCreated(response.createCollection.collection.id);
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(saveFailureMessage(error, 'create'), 'error');
      } finally {
        setCreating(false);
      }
    },
    [environment, showToast],
  );

  return { createCollection, creating };
}
