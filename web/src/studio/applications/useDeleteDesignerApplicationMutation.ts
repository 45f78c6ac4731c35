import { APPLICATION_MESSAGES } from '@features/applications/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteDesignerApplicationMutation as DeleteApplicationMutation } from '../../__generated__/useDeleteDesignerApplicationMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
import { deleteFailureMessage } from './deleteFailureMessage';

const deleteApplicationMutation = graphql`
  mutation useDeleteDesignerApplicationMutation($id: ID!, $connections: [ID!]!) {
    deleteDesignerApplication(id: $id) {
      deletedApplicationId @deleteEdge(connections: $connections)
    }
  }
`;

interface DeleteCallbacks {
  onDeleted?: () => void;
  onFailed?: () => void;
}

/**
 * Deletes an application for good (spec section 4) and takes its card out of the list it was shown
 * in, total included; the list and the counts are reloaded afterwards, also after a failure.
 */
export function useDeleteDesignerApplicationMutation(connectionId: string, reload: () => void) {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteApplicationMutation>(deleteApplicationMutation);
  const deleteApplication = useCallback(
    (applicationId: string, { onDeleted, onFailed }: DeleteCallbacks = {}) => {
      commit({
        variables: { id: applicationId, connections: [connectionId] },
        updater: (store) => {
          const connection = store.get(connectionId);
          const total = connection?.getValue('totalCount');
          if (typeof total === 'number') connection?.setValue(Math.max(total - 1, 0), 'totalCount');
        },
        onCompleted: () => {
          showToast(APPLICATION_MESSAGES.deleted, 'success');
          onDeleted?.();
          reload();
        },
        onError: (error) => {
          showToast(deleteFailureMessage(error), 'error');
          onFailed?.();
          reload();
        },
      });
    },
    [commit, connectionId, reload, showToast],
  );
  return { deleteApplication, deleting };
}
