import { PRODUCT_MESSAGES } from '@features/products/messages';
import { productCreateFailureMessage } from '@features/products/rules';
import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  CreateProductInput,
  useCreateProductMutation as CreateProductMutation,
} from '../../__generated__/useCreateProductMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
import { productFileParts } from './productFiles';
import { failureText } from './productFailures';

const createProductMutation = graphql`
  mutation useCreateProductMutation($input: CreateProductInput!) {
    createProduct(input: $input) {
      product {
        id
        title
      }
    }
  }
`;

export type CreateProductFields = Omit<CreateProductInput, 'imageFiles' | 'videoThumbnailFile'>;

interface CreateCallbacks {
  onCreated: (productId: string) => void;
  onInvalid: (problems: Record<string, string>) => void;
  onFailed: () => void;
}

/**
 * Creates a product with its images (and video thumbnail) as multipart parts. Success says 'Product
 * created successfully!'; a failure says what the spec's create catalogue gives for it.
 */
export function useCreateProductMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();

  return useCallback(
    async (
      fields: CreateProductFields,
      images: readonly File[],
      thumbnail: File | null,
      { onCreated, onInvalid, onFailed }: CreateCallbacks,
    ) => {
      const { files, placeholders } = productFileParts(images, thumbnail);
      try {
        const response = await commitMutationWithFiles<CreateProductMutation>(
          environment,
          createProductMutation,
          { input: { ...fields, ...placeholders } },
          files,
        );
        showToast(PRODUCT_MESSAGES.created, 'success');
        onCreated(response.createProduct.product.id);
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid(problems);
        showToast(productCreateFailureMessage(failureText(error)), 'error');
        onFailed();
      }
    },
    [environment, showToast],
  );
}
