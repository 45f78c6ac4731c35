import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteSpotlightMutation as DeleteSpotlightMutation } from '../../__generated__/useDeleteSpotlightMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

const deleteSpotlightMutation = graphql`
  mutation useDeleteSpotlightMutation($id: ID!, $connections: [ID!]!) {
    deleteSpotlight(id: $id) {
      deletedSpotlightId @deleteEdge(connections: $connections)
    }
  }
`;

/** Deletes a spotlight for good and takes it out of the studio's list. */
export function useDeleteSpotlightMutation() {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteSpotlightMutation>(deleteSpotlightMutation);
  const deleteSpotlight = useCallback(
    (
      spotlightId: string,
      connectionId: string,
      { onDeleted, onFailed }: { onDeleted?: () => void; onFailed?: () => void } = {},
    ) => {
      commit({
        variables: { id: spotlightId, connections: [connectionId] },
        onCompleted: () => {
          showToast(SPOTLIGHT_MESSAGES.deleted, 'success');
          onDeleted?.();
        },
        onError: (error) => {
          showToast(userFacingMessage(error, SPOTLIGHT_MESSAGES.deleteFailed), 'error');
          onFailed?.();
        },
      });
    },
    [commit, showToast],
  );
  return { deleteSpotlight, deleting };
}
