import { SERVICE_MESSAGES } from '@features/products/messages';
import { graphql } from 'react-relay';
import type { useUpdateServiceMutation as UpdateServiceMutation } from '../../__generated__/useUpdateServiceMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const updateServiceMutation = graphql`
  mutation useUpdateServiceMutation($input: UpdateServiceInput!) {
    updateService(input: $input) {
      product {
        id
        ...EditServiceForm_product
        ...ServiceRow_product
      }
    }
  }
`;

const TEXTS = { success: SERVICE_MESSAGES.updated, failure: SERVICE_MESSAGES.updateFailed };

/** Saves a service's details; the images kept stay in their order, new files go after them. */
export function useUpdateServiceMutation() {
  return useStudioMutation<UpdateServiceMutation>(updateServiceMutation, TEXTS);
}
