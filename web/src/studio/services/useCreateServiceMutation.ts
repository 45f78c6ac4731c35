import { SERVICE_MESSAGES } from '@features/products/messages';
import { graphql } from 'react-relay';
import type { useCreateServiceMutation as CreateServiceMutation } from '../../__generated__/useCreateServiceMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const createServiceMutation = graphql`
  mutation useCreateServiceMutation($input: CreateServiceInput!) {
    createService(input: $input) {
      product {
        id
        title
      }
    }
  }
`;

const TEXTS = { success: SERVICE_MESSAGES.created, failure: SERVICE_MESSAGES.createFailed };

/**
 * Creates a service for a tailor brand, its images sent with it. The input carries an idempotency
 * key, so a request sent twice still makes one service.
 */
export function useCreateServiceMutation() {
  return useStudioMutation<CreateServiceMutation>(createServiceMutation, TEXTS);
}
