import { PRODUCT_MESSAGES } from '@features/products/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useDeleteProductMutation as DeleteProductMutation } from '../../__generated__/useDeleteProductMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';

const deleteProductMutation = graphql`
  mutation useDeleteProductMutation($input: DeleteProductInput!) {
    deleteProduct(input: $input) {
      deletedProductId
    }
  }
`;

/**
 * Deletes a product for good: 'Product deleted', or why it could not be. The record stays in the
 * store until the screen has moved on (the lists load from the server), so the edit screen does not
 * turn into 'Product Not Found' under the success message.
 */
export function useDeleteProductMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [deleting, setDeleting] = useState(false);

  const deleteProduct = useCallback(
    async (id: string, { onDeleted, onFailed }: { onDeleted: () => void; onFailed: () => void }) => {
      setDeleting(true);
      try {
        await commitMutationWithFiles<DeleteProductMutation>(environment, deleteProductMutation, { input: { id } });
        showToast(PRODUCT_MESSAGES.deleted, 'success');
        onDeleted();
      } catch (error) {
        showToast(userFacingMessage(error, PRODUCT_MESSAGES.deleteFailed), 'error');
        onFailed();
      } finally {
        setDeleting(false);
      }
    },
    [environment, showToast],
  );

  return { deleteProduct, deleting };
}
