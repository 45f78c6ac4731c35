import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import type {
  CreateCollectionInput,
  useCreateCollectionMutation as CreateCollectionMutation,
} from '../../__generated__/useCreateCollectionMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
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
  onInvalid?: (problems: FormProblems) => void;
}

const TEXTS = {
  success: COLLECTION_MESSAGES.created,
  failure: (error: unknown) => saveFailureMessage(error, 'create'),
};

/** Creates a collection for one of the viewer's brands; its image is an address or a file sent with it. */
export function useCreateCollectionMutation() {
  const { run, busy } = useStudioMutation<CreateCollectionMutation>(createCollectionMutation, TEXTS);
  const createCollection = async (
    input: Omit<CreateCollectionInput, 'imageFile'>,
    file: File | null,
    { onCreated, onInvalid }: CreateCallbacks,
  ) => {
    await run(
      { input: { ...input, imageFile: null } },
      {
        files: { 'input.imageFile': file },
        onDone: (response) => onCreated(response.createCollection.collection.id),
        onInvalid,
      },
    );
  };
  return { createCollection, creating: busy };
}
