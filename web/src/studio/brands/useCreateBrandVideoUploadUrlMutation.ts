import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useCreateBrandVideoUploadUrlMutation as CreateUploadUrlMutation } from '../../__generated__/useCreateBrandVideoUploadUrlMutation.graphql';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';

const createUploadUrlMutation = graphql`
  mutation useCreateBrandVideoUploadUrlMutation($input: CreateBrandVideoUploadUrlInput!) {
    createBrandVideoUploadUrl(input: $input) {
      key
      method
      uploadUrl
      headers {
        name
        value
      }
    }
  }
`;

/** Asks for a short-lived URL to PUT a large brand video straight to storage (type and size checked now). */
export function useCreateBrandVideoUploadUrlMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (brandId: string, file: File) =>
      (
        await commitMutationWithFiles<CreateUploadUrlMutation>(environment, createUploadUrlMutation, {
          input: { brandId, contentType: file.type, size: file.size },
        })
      ).createBrandVideoUploadUrl,
    [environment],
  );
}
