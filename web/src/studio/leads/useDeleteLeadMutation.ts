import { graphql } from 'react-relay';
import type { useDeleteLeadMutation as DeleteLeadMutation } from '../../__generated__/useDeleteLeadMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const deleteLeadMutation = graphql`
  mutation useDeleteLeadMutation($id: ID!, $connections: [ID!]!) {
    deleteLead(id: $id) {
      deletedLeadId @deleteEdge(connections: $connections)
    }
  }
`;

const TEXTS = { success: 'Lead deleted successfully', failure: userFacing('Failed to delete lead') };

/** Deletes a lead for good; `connections` are the lists it leaves at once. */
export const useDeleteLeadMutation = () => useStudioMutation<DeleteLeadMutation>(deleteLeadMutation, TEXTS);
