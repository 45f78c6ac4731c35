import { UPLOAD_RULES, uploadProblem } from '@domain/upload-rules';
import { isHttpUrl } from '@features/collections/rules';
import type { VideoSent } from './productForm';

/** The video part of the product form: a file to upload or an address, its thumbnail, or removing it (edit). */
export interface VideoChoice {
  source: 'file' | 'url';
  file: File | null;
  url: string;
  thumbnail: File | null;
  remove: boolean;
}

export const EMPTY_VIDEO_CHOICE: VideoChoice = { source: 'file', file: null, url: '', thumbnail: null, remove: false };

/** Section 9: 50 MB on create, 100 MB on edit. */
export const videoRule = (mode: 'create' | 'edit') =>
  mode === 'create' ? UPLOAD_RULES.productVideoOnCreate : UPLOAD_RULES.productVideoOnEdit;

export const videoFileProblem = (mode: 'create' | 'edit', file: Pick<File, 'size' | 'type'>) =>
  uploadProblem(videoRule(mode), { size: file.size, contentType: file.type });

export const VIDEO_URL_INVALID = 'Enter the full address of the video, starting with https://';

/** The video's problem before anything is sent: an address that is not one. */
export function videoProblems(video: VideoChoice): Record<string, string> {
  if (video.remove || video.source !== 'url') return {};
  const url = video.url.trim();
  return url && !isHttpUrl(url) ? { video: VIDEO_URL_INVALID } : {};
}

/** What the write sends for the video, given the key of a file already uploaded. */
export function videoSent(video: VideoChoice, uploadedKey: string | null): VideoSent {
  if (video.remove) return {};
  if (video.source === 'file') return uploadedKey ? { videoUploadKey: uploadedKey } : {};
  const url = video.url.trim();
  return url ? { videoUrl: url } : {};
}

/** Whether a file waits to be sent to storage before the write. */
export const needsUpload = (video: VideoChoice): video is VideoChoice & { file: File } =>
  !video.remove && video.source === 'file' && video.file !== null;
