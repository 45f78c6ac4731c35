import { PRODUCT_MESSAGES } from '@features/products/messages';
import { productCreateFailureMessage } from '@features/products/rules';
import { graphql } from 'react-relay';
import type {
  CreateProductInput,
  useCreateProductMutation as CreateProductMutation,
} from '../../__generated__/useCreateProductMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { failureText } from './productFailures';
import { productFileParts } from './productFiles';

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
  onInvalid: (problems: FormProblems) => void;
  onFailed: () => void;
}

const TEXTS = {
  success: PRODUCT_MESSAGES.created,
  failure: (error: unknown) => productCreateFailureMessage(failureText(error)),
};

/**
 * Creates a product with its images (and video thumbnail) as multipart parts. Success says 'Product
 * created successfully!'; a failure says what the spec's create catalogue gives for it.
 */
export function useCreateProductMutation() {
  const { run } = useStudioMutation<CreateProductMutation>(createProductMutation, TEXTS);
  return async (
    fields: CreateProductFields,
    images: readonly File[],
    thumbnail: File | null,
    callbacks: CreateCallbacks,
  ) => {
    const { files, placeholders } = productFileParts(images, thumbnail);
    await run(
      { input: { ...fields, ...placeholders } },
      {
        files,
        onDone: (response) => callbacks.onCreated(response.createProduct.product.id),
        onInvalid: callbacks.onInvalid,
        onFailed: callbacks.onFailed,
      },
    );
  };
}
