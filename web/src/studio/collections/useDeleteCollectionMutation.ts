import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteCollectionMutation as DeleteCollectionMutation } from '../../__generated__/useDeleteCollectionMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
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

/** Deletes a collection with its gallery (its products stay) and takes it out of the list, total included. */
export function useDeleteCollectionMutation(connectionId: string) {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteCollectionMutation>(deleteCollectionMutation);
  const deleteCollection = useCallback(
    (collectionId: string, { onDeleted, onFailed }: DeleteCallbacks = {}) => {
      commit({
        variables: { id: collectionId, connections: [connectionId] },
        updater: (store) => {
          const connection = store.get(connectionId);
          const total = connection?.getValue('totalCount');
          if (typeof total === 'number') connection?.setValue(Math.max(total - 1, 0), 'totalCount');
        },
        onCompleted: () => {
          showToast(COLLECTION_MESSAGES.deleted, 'success');
          onDeleted?.();
        },
        onError: (error) => {
          showToast(failureMessage(error, GALLERY_FAILURES.deleteCollection), 'error');
          onFailed?.();
        },
      });
    },
    [commit, connectionId, showToast],
  );
  return { deleteCollection, deleting };
}
