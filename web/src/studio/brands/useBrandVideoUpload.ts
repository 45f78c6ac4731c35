import { useCallback, useState } from 'react';
import { useToast } from '../../shell/toast/useToast';
import { putFile } from '../kit/uploads';
import { changeFailureMessage } from './brandFailures';
import { uploadsVideoDirectly } from './fileChecks';
import { useCompleteBrandVideoUploadMutation } from './useCompleteBrandVideoUploadMutation';
import { useCreateBrandVideoUploadUrlMutation } from './useCreateBrandVideoUploadUrlMutation';
import { useUploadBrandVideoMutation } from './useUploadBrandVideoMutation';

export const VIDEO_UPLOADED = 'Brand video uploaded';
export const VIDEO_UPLOAD_FAILED = 'Failed to upload brand video';

/**
 * Uploads a brand video, replacing the brand's video, with its progress (0 to 1; null when idle).
 * Large files go straight to storage (upload URL, PUT, completion); small ones through GraphQL.
 * Resolves true once the brand has the new video; failures are reported in a toast, success too
 * unless `announce` is false (after creating a brand, whose own toast stays).
 */
export function useBrandVideoUpload() {
  const { showToast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const uploadThroughApi = useUploadBrandVideoMutation();
  const createUploadUrl = useCreateBrandVideoUploadUrlMutation();
  const completeUpload = useCompleteBrandVideoUploadMutation();

  const uploadVideo = useCallback(
    async (brandId: string, file: File, { announce = true }: { announce?: boolean } = {}): Promise<boolean> => {
      setProgress(0);
      try {
        if (uploadsVideoDirectly(file)) {
          const ticket = await createUploadUrl(brandId, file);
          await putFile(ticket.uploadUrl, ticket.headers, file, setProgress);
          await completeUpload(brandId, ticket.key);
        } else {
          await uploadThroughApi(brandId, file, setProgress);
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
    [completeUpload, createUploadUrl, showToast, uploadThroughApi],
  );

  return { uploadVideo, progress };
}
