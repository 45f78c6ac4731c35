import { useCallback, useRef } from 'react';
import { needsUpload, videoSent, type VideoChoice } from './productVideo';
import { useProductVideoUpload } from './useProductVideoUpload';

/**
 * The video part of a save: a picked file is sent to storage first (once: a retry of the same form
 * with the same file reuses its key), then what the write sends for the video is returned.
 */
export function useSendVideo(mode: 'create' | 'edit') {
  const { uploadVideo, progress } = useProductVideoUpload();
  const uploaded = useRef<{ file: File; brandId: string; key: string } | null>(null);

  const sendVideo = useCallback(
    async (brandId: string, video: VideoChoice) => {
      if (!needsUpload(video)) return videoSent(video, null);
      const previous = uploaded.current;
      if (previous && previous.file === video.file && previous.brandId === brandId)
        return videoSent(video, previous.key);
      const key = await uploadVideo(brandId, video.file, mode === 'edit');
      uploaded.current = { file: video.file, brandId, key };
      return videoSent(video, key);
    },
    [mode, uploadVideo],
  );

  return { sendVideo, progress };
}
