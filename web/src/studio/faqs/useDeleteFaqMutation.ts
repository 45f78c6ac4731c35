import { FAQ_MESSAGES } from '@features/faqs/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteFaqMutation as DeleteFaqMutation } from '../../__generated__/useDeleteFaqMutation.graphql';
import { useToast } from '../../shell/toast/useToast';

const deleteFaqMutation = graphql`
  mutation useDeleteFaqMutation($id: ID!, $connections: [ID!]!) {
    deleteFaq(id: $id) {
      deletedFaqId @deleteEdge(connections: $connections)
    }
  }
`;

/** Deletes an FAQ entry for good and takes it out of the list on screen; 'Failed to delete FAQ' when the server refuses. */
export function useDeleteFaqMutation() {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteFaqMutation>(deleteFaqMutation);
  const deleteFaq = useCallback(
    (id: string, connectionId: string, { onDeleted, onFailed }: { onDeleted: () => void; onFailed: () => void }) => {
      commit({
        variables: { id, connections: [connectionId] },
        onCompleted: () => {
          showToast(FAQ_MESSAGES.deleted, 'success');
          onDeleted();
        },
        onError: () => {
          showToast(FAQ_MESSAGES.deleteFailed, 'error');
          onFailed();
        },
      });
    },
    [commit, showToast],
  );
  return { deleteFaq, deleting };
}
