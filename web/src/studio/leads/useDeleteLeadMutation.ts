import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteLeadMutation as DeleteLeadMutation } from '../../__generated__/useDeleteLeadMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

const deleteLeadMutation = graphql`
  mutation useDeleteLeadMutation($id: ID!, $connections: [ID!]!) {
    deleteLead(id: $id) {
      deletedLeadId @deleteEdge(connections: $connections)
    }
  }
`;

export const LEAD_DELETED = 'Lead deleted successfully';
const LEAD_DELETE_FAILED = 'Failed to delete lead';

interface DeleteCallbacks {
  onDeleted: () => void;
  onFailed: () => void;
}

/** Deletes a lead for good and takes its card out of the list it was shown in, total included. */
export function useDeleteLeadMutation(connectionId: string) {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteLeadMutation>(deleteLeadMutation);
  const deleteLead = useCallback(
    (leadId: string, { onDeleted, onFailed }: DeleteCallbacks) => {
      commit({
        variables: { id: leadId, connections: [connectionId] },
        updater: (store) => {
          const connection = store.get(connectionId);
          const total = connection?.getValue('totalCount');
          if (typeof total === 'number') connection?.setValue(Math.max(total - 1, 0), 'totalCount');
        },
        onCompleted: () => {
          showToast(LEAD_DELETED, 'success');
          onDeleted();
        },
        onError: (error) => {
          showToast(userFacingMessage(error, LEAD_DELETE_FAILED), 'error');
          onFailed();
        },
      });
    },
    [commit, connectionId, showToast],
  );
  return { deleteLead, deleting };
}
