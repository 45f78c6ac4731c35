import { BRAND_MESSAGES } from '@features/brands/messages';
import { graphql } from 'react-relay';
import type { useDeleteBrandMutation as DeleteBrandMutation } from '../../__generated__/useDeleteBrandMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { changeFailureMessage } from './brandFailures';

const deleteBrandMutation = graphql`
  mutation useDeleteBrandMutation($id: ID!) {
    deleteBrand(id: $id) {
      deletedBrandId
    }
  }
`;

export const BRAND_DELETED = 'Brand deleted successfully';

const TEXTS = {
  success: BRAND_DELETED,
  failure: (error: unknown) => changeFailureMessage(error, BRAND_MESSAGES.deleteFailed),
};

/** Deletes a brand for good, with its collections, products, images, tailor profile and reviews. */
export function useDeleteBrandMutation() {
  const { run, busy } = useStudioMutation<DeleteBrandMutation>(deleteBrandMutation, TEXTS);
  const deleteBrand = (brandId: string, callbacks: { onDeleted: () => void; onFailed: () => void }) =>
    void run({ id: brandId }, { onDone: callbacks.onDeleted, onFailed: callbacks.onFailed });
  return { deleteBrand, deleting: busy };
}
