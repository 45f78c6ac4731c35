import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import type { useDeleteCollectionMutation as DeleteCollectionMutation } from '../../__generated__/useDeleteCollectionMutation.graphql';
import { lowerConnectionTotal } from '../kit/form/lowerConnectionTotal';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { failureMessage, GALLERY_FAILURES } from './collectionFailures';

const deleteCollectionMutation = graphql`
  mutation useDeleteCollectionMutation($id: ID!, $connections: [ID!]!) {
    deleteCollection(id: $id) {
      deletedCollectionId @deleteEdge(connections: $connections)
    }
  }
`;

interface DeleteCallbacks {
  onDeleted?: () => void;
  onFailed?: () => void;
}

const TEXTS = {
  success: COLLECTION_MESSAGES.deleted,
  failure: (error: unknown) => failureMessage(error, GALLERY_FAILURES.deleteCollection),
};

/** Deletes a collection with its gallery (its products stay) and takes it out of the list, total included. */
export function useDeleteCollectionMutation(connectionId: string) {
  const { run, busy } = useStudioMutation<DeleteCollectionMutation>(deleteCollectionMutation, TEXTS);
  const deleteCollection = (collectionId: string, { onDeleted, onFailed }: DeleteCallbacks = {}) =>
    void run(
      { id: collectionId, connections: [connectionId] },
      {
        updater: lowerConnectionTotal(connectionId),
        onDone: onDeleted,
        onFailed,
      },
    );
  return { deleteCollection, deleting: busy };
}
