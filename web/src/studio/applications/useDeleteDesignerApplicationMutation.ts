import { APPLICATION_MESSAGES } from '@features/applications/messages';
import { graphql } from 'react-relay';
import type { useDeleteDesignerApplicationMutation as DeleteApplicationMutation } from '../../__generated__/useDeleteDesignerApplicationMutation.graphql';
import { lowerConnectionTotal } from '../kit/form/lowerConnectionTotal';
import { useStudioMutation } from '../kit/form/useStudioMutation';
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

const TEXTS = { success: APPLICATION_MESSAGES.deleted, failure: deleteFailureMessage };

/**
 * Deletes an application for good (spec section 4) and takes its card out of the list it was shown
 * in, total included; the list and the counts are reloaded afterwards, also after a failure.
 */
export function useDeleteDesignerApplicationMutation(connectionId: string, reload: () => void) {
  const { run, busy } = useStudioMutation<DeleteApplicationMutation>(deleteApplicationMutation, TEXTS);
  const deleteApplication = async (applicationId: string, { onDeleted, onFailed }: DeleteCallbacks = {}) => {
    await run(
      { id: applicationId, connections: [connectionId] },
      {
        updater: lowerConnectionTotal(connectionId),
        onDone: onDeleted,
        onFailed,
      },
    );
    reload();
  };
  return { deleteApplication, deleting: busy };
}
