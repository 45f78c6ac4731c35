import { useCallback, useRef, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useSendVideoMutation } from '../../__generated__/useSendVideoMutation.graphql';
import { useToast } from '../../components/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
import { putFile } from '../kit/uploads';
import type { VideoSent } from './productForm';
import { needsUpload, videoSent, type VideoChoice } from './productVideo';

// The API hands out an upload URL for the brand (50 MB on create, 100 MB on edit); the key the
// file is stored under goes into the product's create or update as videoUploadKey.
const sendVideoMutation = graphql`
  mutation useSendVideoMutation($input: CreateProductVideoUploadInput!) {
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
 * The video part of a save: a picked file is sent straight to storage first, with its `progress`
 * (0 to 1; null when idle), and once only (a retry of the same form with the same file reuses its
 * key). `sendVideo` answers what the write sends for the video, or null when the upload failed
 * (the toast says so, in `failure`'s words).
 */
export function useSendVideo(mode: 'create' | 'edit', failure: (error: unknown) => string) {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; brandId: string; key: string } | null>(null);

  const upload = useCallback(
    async (brandId: string, file: File): Promise<string> => {
      setProgress(0);
      try {
        const { createProductVideoUpload: ticket } = await commitMutationWithFiles<useSendVideoMutation>(
          environment,
          sendVideoMutation,
          { input: { brandId, contentType: file.type, size: file.size, forEdit: mode === 'edit' } },
        );
        await putFile(ticket.uploadUrl, ticket.headers, file, setProgress);
        return ticket.key;
      } finally {
        setProgress(null);
      }
    },
    [environment, mode],
  );

  const sendVideo = async (brandId: string, video: VideoChoice): Promise<VideoSent | null> => {
    if (!needsUpload(video)) return videoSent(video, null);
    const previous = uploaded.current;
    if (previous && previous.file === video.file && previous.brandId === brandId) return videoSent(video, previous.key);
    try {
      const key = await upload(brandId, video.file);
      uploaded.current = { file: video.file, brandId, key };
      return videoSent(video, key);
    } catch (error) {
      showToast(failure(error), 'error');
      return null;
    }
  };

  return { sendVideo, progress };
}
