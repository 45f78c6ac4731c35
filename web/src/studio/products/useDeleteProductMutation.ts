import { PRODUCT_MESSAGES } from '@features/products/messages';
import { graphql } from 'react-relay';
import type { useDeleteProductMutation as DeleteProductMutation } from '../../__generated__/useDeleteProductMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const deleteProductMutation = graphql`
  mutation useDeleteProductMutation($input: DeleteProductInput!) {
    deleteProduct(input: $input) {
      deletedProductId
    }
  }
`;

const TEXTS = { success: PRODUCT_MESSAGES.deleted, failure: userFacing(PRODUCT_MESSAGES.deleteFailed) };

/**
 * Deletes a product for good: 'Product deleted', or why it could not be. The record stays in the
 * store until the screen has moved on (the lists load from the server), so the edit screen does not
 * turn into 'Product Not Found' under the success message.
 */
export function useDeleteProductMutation() {
  const { run, busy } = useStudioMutation<DeleteProductMutation>(deleteProductMutation, TEXTS);
  const deleteProduct = async (id: string, callbacks: { onDeleted: () => void; onFailed: () => void }) => {
    await run({ input: { id } }, { onDone: callbacks.onDeleted, onFailed: callbacks.onFailed });
  };
  return { deleteProduct, deleting: busy };
}
