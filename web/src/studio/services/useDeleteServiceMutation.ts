import { SERVICE_MESSAGES } from '@features/products/messages';
import { graphql } from 'react-relay';
import type { useDeleteServiceMutation as DeleteServiceMutation } from '../../__generated__/useDeleteServiceMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const deleteServiceMutation = graphql`
  mutation useDeleteServiceMutation($input: DeleteServiceInput!) {
    deleteService(input: $input) {
      deletedProductId
    }
  }
`;

const TEXTS = { success: SERVICE_MESSAGES.deleted, failure: SERVICE_MESSAGES.deleteFailed };

/**
 * Deletes a service for good. The edit screen still shows it until it moves on, so its record stays
 * in the store; the list it moves to (?refresh=1) loads afresh from the server.
 */
export function useDeleteServiceMutation() {
  return useStudioMutation<DeleteServiceMutation>(deleteServiceMutation, TEXTS);
}
