import { PRODUCT_MESSAGES } from '@features/products/messages';
import { productUpdateFailureMessage } from '@features/products/rules';
import { graphql } from 'react-relay';
import type {
  UpdateProductInput,
  useUpdateProductMutation as UpdateProductMutation,
} from '../../__generated__/useUpdateProductMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
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
  onInvalid: (problems: FormProblems) => void;
  onFailed: () => void;
}

const TEXTS = {
  success: PRODUCT_MESSAGES.updated,
  failure: (error: unknown) => productUpdateFailureMessage(failureText(error)),
};

/** Saves a product's changes; new images (appended after those kept) and a thumbnail go as files. */
export function useUpdateProductMutation() {
  const { run } = useStudioMutation<UpdateProductMutation>(updateProductMutation, TEXTS);
  return async (
    fields: UpdateProductFields,
    images: readonly File[],
    thumbnail: File | null,
    callbacks: UpdateCallbacks,
  ) => {
    const { files, placeholders } = productFileParts(images, thumbnail);
    await run(
      { input: { ...fields, ...placeholders } },
      { files, onDone: callbacks.onUpdated, onInvalid: callbacks.onInvalid, onFailed: callbacks.onFailed },
    );
  };
}
