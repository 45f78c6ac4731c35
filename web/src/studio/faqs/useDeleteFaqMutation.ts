import { FAQ_MESSAGES } from '@features/faqs/messages';
import { graphql } from 'react-relay';
import type { useDeleteFaqMutation as DeleteFaqMutation } from '../../__generated__/useDeleteFaqMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const deleteFaqMutation = graphql`
  mutation useDeleteFaqMutation($id: ID!, $connections: [ID!]!) {
    deleteFaq(id: $id) {
      deletedFaqId @deleteEdge(connections: $connections)
    }
  }
`;

const TEXTS = { success: FAQ_MESSAGES.deleted, failure: FAQ_MESSAGES.deleteFailed };

/** Deletes an FAQ entry for good and takes it out of the list on screen; 'Failed to delete FAQ' when the server refuses. */
export function useDeleteFaqMutation() {
  const { run, busy } = useStudioMutation<DeleteFaqMutation>(deleteFaqMutation, TEXTS);
  const deleteFaq = (id: string, connectionId: string, callbacks: { onDeleted: () => void; onFailed: () => void }) =>
    void run({ id, connections: [connectionId] }, { onDone: callbacks.onDeleted, onFailed: callbacks.onFailed });
  return { deleteFaq, deleting: busy };
}
