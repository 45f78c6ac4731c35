import { BRAND_MESSAGES } from '@features/brands/messages';
import { graphql } from 'react-relay';
import type { useCreateBrandMutation as CreateBrandMutation } from '../../__generated__/useCreateBrandMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { createFailure } from './brandFailures';

const createBrandMutation = graphql`
  mutation useCreateBrandMutation($input: CreateBrandInput!) {
    createBrand(input: $input) {
      brand {
        id
        name
      }
    }
  }
`;

const TEXTS = {
  success: BRAND_MESSAGES.created,
  failure: (error: unknown) => {
    const failure = createFailure(error);
    return failure.kind === 'other' ? failure.message : null;
  },
};

/**
 * Creates a brand; its main image goes as `input.imageFile` in a multipart request. On success:
 * 'Brand created successfully!'; refusals other than an ended session or the fields' problems show
 * the spec's texts (no permission, network, 'Failed to create brand').
 */
export const useCreateBrandMutation = () => useStudioMutation<CreateBrandMutation>(createBrandMutation, TEXTS);
