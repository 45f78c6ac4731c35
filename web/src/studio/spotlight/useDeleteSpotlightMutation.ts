import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { graphql } from 'react-relay';
import type { useDeleteSpotlightMutation as DeleteSpotlightMutation } from '../../__generated__/useDeleteSpotlightMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const deleteSpotlightMutation = graphql`
  mutation useDeleteSpotlightMutation($id: ID!, $connections: [ID!]!) {
    deleteSpotlight(id: $id) {
      deletedSpotlightId @deleteEdge(connections: $connections)
    }
  }
`;

const TEXTS = { success: SPOTLIGHT_MESSAGES.deleted, failure: userFacing(SPOTLIGHT_MESSAGES.deleteFailed) };

/** Deletes a spotlight for good and takes it out of the studio's list. */
export function useDeleteSpotlightMutation() {
  const { run, busy } = useStudioMutation<DeleteSpotlightMutation>(deleteSpotlightMutation, TEXTS);
  const deleteSpotlight = (
    spotlightId: string,
    connectionId: string,
    { onDeleted, onFailed }: { onDeleted?: () => void; onFailed?: () => void } = {},
  ) => void run({ id: spotlightId, connections: [connectionId] }, { onDone: onDeleted, onFailed });
  return { deleteSpotlight, deleting: busy };
}
