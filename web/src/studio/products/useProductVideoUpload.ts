import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useProductVideoUploadMutation as CreateUploadMutation } from '../../__generated__/useProductVideoUploadMutation.graphql';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
import { putFile } from '../kit/uploads';

const createProductVideoUploadMutation = graphql`
  mutation useProductVideoUploadMutation($input: CreateProductVideoUploadInput!) {
    createProductVideoUpload(input: $input) {
      uploadUrl
      headers {
        name
        value
      }
      key
      maxBytes
    }
  }
`;

/**
 * Sends a product video straight to storage: the API hands out an upload URL for the brand (50 MB
 * on create, 100 MB on edit), the file is PUT there with its progress (0 to 1; null when idle), and
 * the key it resolves with goes into the product's create or update as videoUploadKey.
 */
export function useProductVideoUpload() {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);

  const uploadVideo = useCallback(
    async (brandId: string, file: File, forEdit: boolean): Promise<string> => {
      setProgress(0);
      try {
        const { createProductVideoUpload: ticket } = await commitMutationWithFiles<CreateUploadMutation>(
          environment,
          createProductVideoUploadMutation,
          { input: { brandId, contentType: file.type, size: file.size, forEdit } },
        );
        await putFile(ticket.uploadUrl, ticket.headers, file, setProgress);
        return ticket.key;
      } finally {
        setProgress(null);
      }
    },
    [environment],
  );

  return { uploadVideo, progress };
}
