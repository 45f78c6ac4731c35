import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useCompleteBrandVideoUploadMutation as CompleteUploadMutation } from '../../__generated__/useCompleteBrandVideoUploadMutation.graphql';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';

const completeUploadMutation = graphql`
  mutation useCompleteBrandVideoUploadMutation($input: CompleteBrandVideoUploadInput!) {
    completeBrandVideoUpload(input: $input) {
      brand {
        id
        videoUrl
      }
    }
  }
`;

/** Has the server check a video PUT straight to storage (size, type from its bytes) and make it the brand's video. */
export function useCompleteBrandVideoUploadMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (brandId: string, key: string) => {
      await commitMutationWithFiles<CompleteUploadMutation>(environment, completeUploadMutation, {
        input: { brandId, key },
      });
    },
    [environment],
  );
}
