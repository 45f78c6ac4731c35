import { SERVICE_MESSAGES } from '@features/products/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteServiceMutation as DeleteServiceMutation } from '../../__generated__/useDeleteServiceMutation.graphql';
import { useToast } from '../../shell/toast/useToast';

const deleteServiceMutation = graphql`
  mutation useDeleteServiceMutation($input: DeleteServiceInput!) {
    deleteService(input: $input) {
      deletedProductId
    }
  }
`;

interface DeleteCallbacks {
  onDeleted?: () => void;
  onFailed?: () => void;
}

/**
 * Deletes a service for good. The edit screen still shows it until it moves on, so its record stays
 * in the store; the list it moves to (?refresh=1) loads afresh from the server.
 */
export function useDeleteServiceMutation() {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteServiceMutation>(deleteServiceMutation);
  const deleteService = useCallback(
    (serviceId: string, { onDeleted, onFailed }: DeleteCallbacks = {}) => {
      commit({
        variables: { input: { id: serviceId } },
        onCompleted: () => {
          showToast(SERVICE_MESSAGES.deleted, 'success');
          onDeleted?.();
        },
        onError: () => {
          showToast(SERVICE_MESSAGES.deleteFailed, 'error');
          onFailed?.();
        },
      });
    },
    [commit, showToast],
  );
  return { deleteService, deleting };
}
