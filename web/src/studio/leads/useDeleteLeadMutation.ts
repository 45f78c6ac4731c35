import { graphql } from 'react-relay';
import type { useDeleteLeadMutation as DeleteLeadMutation } from '../../__generated__/useDeleteLeadMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { lowerConnectionTotal } from '../kit/form/lowerConnectionTotal';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const deleteLeadMutation = graphql`
  mutation useDeleteLeadMutation($id: ID!, $connections: [ID!]!) {
    deleteLead(id: $id) {
      deletedLeadId @deleteEdge(connections: $connections)
    }
  }
`;

export const LEAD_DELETED = 'Lead deleted successfully';
const TEXTS = { success: LEAD_DELETED, failure: userFacing('Failed to delete lead') };

interface DeleteCallbacks {
  onDeleted: () => void;
  onFailed: () => void;
}

/** Deletes a lead for good and takes its card out of the list it was shown in, total included. */
export function useDeleteLeadMutation(connectionId: string) {
  const { run, busy } = useStudioMutation<DeleteLeadMutation>(deleteLeadMutation, TEXTS);
  const deleteLead = (leadId: string, { onDeleted, onFailed }: DeleteCallbacks) =>
    void run(
      { id: leadId, connections: [connectionId] },
      {
        updater: lowerConnectionTotal(connectionId),
        onDone: onDeleted,
        onFailed,
      },
    );
  return { deleteLead, deleting: busy };
}
