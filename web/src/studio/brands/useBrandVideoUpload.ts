import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useBrandVideoUploadCompleteMutation } from '../../__generated__/useBrandVideoUploadCompleteMutation.graphql';
import type { useBrandVideoUploadMutation } from '../../__generated__/useBrandVideoUploadMutation.graphql';
import type { useBrandVideoUploadUrlMutation } from '../../__generated__/useBrandVideoUploadUrlMutation.graphql';
import { useToast } from '../../components/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
import { commitUploadMutation, putFile } from '../kit/uploads';
import { changeFailureMessage } from './brandFailures';
import { uploadsVideoDirectly } from './fileChecks';

// A small video goes through GraphQL as a multipart request.
const uploadThroughApiMutation = graphql`
  mutation useBrandVideoUploadMutation($input: UploadBrandVideoInput!) {
    uploadBrandVideo(input: $input) {
      brand {
        id
        videoUrl
      }
    }
  }
`;

// A large one is PUT straight to storage at a short-lived URL (type and size checked now)...
const createUploadUrlMutation = graphql`
  mutation useBrandVideoUploadUrlMutation($input: CreateBrandVideoUploadUrlInput!) {
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

// ...then the server checks what arrived (size, type from its bytes) and makes it the brand's video.
const completeUploadMutation = graphql`
  mutation useBrandVideoUploadCompleteMutation($input: CompleteBrandVideoUploadInput!) {
    completeBrandVideoUpload(input: $input) {
      brand {
        id
        videoUrl
      }
    }
  }
`;

export const VIDEO_UPLOADED = 'Brand video uploaded';
export const VIDEO_UPLOAD_FAILED = 'Failed to upload brand video';

/**
 * Uploads a brand video, replacing the brand's video, with its progress (0 to 1; null when idle).
 * Resolves true once the brand has the new video; failures are reported in a toast, success too
 * unless `announce` is false (after creating a brand, whose own toast stays).
 */
export function useBrandVideoUpload() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);

  const uploadVideo = useCallback(
    async (brandId: string, file: File, { announce = true }: { announce?: boolean } = {}): Promise<boolean> => {
      setProgress(0);
      try {
        if (uploadsVideoDirectly(file)) {
          const { createBrandVideoUploadUrl: ticket } = await commitMutationWithFiles<useBrandVideoUploadUrlMutation>(
            environment,
            createUploadUrlMutation,
            { input: { brandId, contentType: file.type, size: file.size } },
          );
          await putFile(ticket.uploadUrl, ticket.headers, file, setProgress);
          await commitMutationWithFiles<useBrandVideoUploadCompleteMutation>(environment, completeUploadMutation, {
            input: { brandId, key: ticket.key },
          });
        } else {
          await commitUploadMutation<useBrandVideoUploadMutation>(
            environment,
            uploadThroughApiMutation,
            { input: { brandId, file: null } },
            { 'input.file': file },
            setProgress,
          );
        }
        if (announce) showToast(VIDEO_UPLOADED, 'success');
        return true;
      } catch (error) {
        showToast(changeFailureMessage(error, VIDEO_UPLOAD_FAILED), 'error');
        return false;
      } finally {
        setProgress(null);
      }
    },
    [environment, showToast],
  );

  return { uploadVideo, progress };
}
