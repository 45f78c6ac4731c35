import { UPLOAD_RULES, uploadProblem, type UploadRule } from '@domain/upload-rules';

/** Files above this size go straight to storage (createBrandVideoUploadUrl) instead of through GraphQL. */
export const DIRECT_VIDEO_UPLOAD_FROM_BYTES = 8 * 1024 * 1024;

/** What the file inputs offer to pick. */
export const IMAGE_ACCEPT = UPLOAD_RULES.brandImage.types.join(',');
export const VIDEO_ACCEPT = UPLOAD_RULES.brandVideo.types.join(',');

const problemOf = (rule: UploadRule, file: Pick<File, 'size' | 'type'>) =>
  uploadProblem(rule, { size: file.size, contentType: file.type });

/** Why a brand image cannot be sent (PNG, JPEG or WebP, at most 5 MB), checked before it is; null when it fits. */
export const brandImageProblem = (file: Pick<File, 'size' | 'type'>) => problemOf(UPLOAD_RULES.brandImage, file);

/** Why a brand video cannot be sent (MP4, WebM or QuickTime, at most 50 MB); null when it fits. */
export const brandVideoProblem = (file: Pick<File, 'size' | 'type'>) => problemOf(UPLOAD_RULES.brandVideo, file);

/** Whether a video is big enough to go straight to storage. */
export const uploadsVideoDirectly = (file: Pick<File, 'size'>) => file.size >= DIRECT_VIDEO_UPLOAD_FROM_BYTES;

/** A file size for people: '3.2 MB', '820 KB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
