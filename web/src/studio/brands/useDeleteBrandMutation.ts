import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { BRAND_MESSAGES } from '@features/brands/messages';
import type { useDeleteBrandMutation as DeleteBrandMutation } from '../../__generated__/useDeleteBrandMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
import { changeFailureMessage } from './brandFailures';

const deleteBrandMutation = graphql`
  mutation useDeleteBrandMutation($id: ID!) {
    deleteBrand(id: $id) {
      deletedBrandId
    }
  }
`;

export const BRAND_DELETED = 'Brand deleted successfully';

/** Deletes a brand for good, with its collections, products, images, tailor profile and reviews. */
export function useDeleteBrandMutation() {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteBrandMutation>(deleteBrandMutation);
  const deleteBrand = useCallback(
    (brandId: string, { onDeleted, onFailed }: { onDeleted: () => void; onFailed: () => void }) => {
      commit({
        variables: { id: brandId },
        onCompleted: () => {
          showToast(BRAND_DELETED, 'success');
          onDeleted();
        },
        onError: (error) => {
          showToast(changeFailureMessage(error, BRAND_MESSAGES.deleteFailed), 'error');
          onFailed();
        },
      });
    },
    [commit, showToast],
  );
  return { deleteBrand, deleting };
}
