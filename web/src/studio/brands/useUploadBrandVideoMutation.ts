import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useUploadBrandVideoMutation as UploadBrandVideoMutation } from '../../__generated__/useUploadBrandVideoMutation.graphql';
import { commitUploadMutation, type UploadProgress } from '../kit/uploads';

const uploadBrandVideoMutation = graphql`
  mutation useUploadBrandVideoMutation($input: UploadBrandVideoInput!) {
    uploadBrandVideo(input: $input) {
      brand {
        id
        videoUrl
      }
    }
  }
`;

/** Sends a (small) brand video through GraphQL as a multipart request; it replaces the brand's video. */
export function useUploadBrandVideoMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (brandId: string, file: File, onProgress: UploadProgress) => {
      await commitUploadMutation<UploadBrandVideoMutation>(
        environment,
        uploadBrandVideoMutation,
        { input: { brandId, file: null } },
        { 'input.file': file },
        onProgress,
      );
    },
    [environment],
  );
}
