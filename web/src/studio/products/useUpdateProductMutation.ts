import { PRODUCT_MESSAGES } from '@features/products/messages';
import { productUpdateFailureMessage } from '@features/products/rules';
import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  UpdateProductInput,
  useUpdateProductMutation as UpdateProductMutation,
} from '../../__generated__/useUpdateProductMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
import { failureText } from './productFailures';
import { productFileParts } from './productFiles';

const updateProductMutation = graphql`
  mutation useUpdateProductMutation($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      product {
        id
        title
        image
        images
        updatedAt
      }
    }
  }
`;

export type UpdateProductFields = Omit<UpdateProductInput, 'imageFiles' | 'videoThumbnailFile'>;

interface UpdateCallbacks {
  onUpdated: () => void;
  onInvalid: (problems: Record<string, string>) => void;
  onFailed: () => void;
}

/** Saves a product's changes; new images (appended after those kept) and a thumbnail go as files. */
export function useUpdateProductMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();

  return useCallback(
    async (
      fields: UpdateProductFields,
      images: readonly File[],
      thumbnail: File | null,
      { onUpdated, onInvalid, onFailed }: UpdateCallbacks,
    ) => {
      const { files, placeholders } = productFileParts(images, thumbnail);
      try {
        await commitMutationWithFiles<UpdateProductMutation>(
          environment,
          updateProductMutation,
          { input: { ...fields, ...placeholders } },
          files,
        );
        showToast(PRODUCT_MESSAGES.updated, 'success');
        onUpdated();
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid(problems);
        showToast(productUpdateFailureMessage(failureText(error)), 'error');
        onFailed();
      }
    },
    [environment, showToast],
  );
}
