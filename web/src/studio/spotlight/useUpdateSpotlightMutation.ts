import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  UpdateSpotlightInput,
  useUpdateSpotlightMutation as UpdateSpotlightMutation,
} from '../../__generated__/useUpdateSpotlightMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { sendWithFiles } from './sendWithFiles';
import { editSaveFailure } from './spotlightFailures';
import type { SpotlightFiles } from './useCreateSpotlightMutation';

const updateSpotlightMutation = graphql`
  mutation useUpdateSpotlightMutation($input: UpdateSpotlightInput!) {
    updateSpotlight(input: $input) {
      spotlight {
        id
        title
        isActive
        updatedAt
        mainImage
        videoUrl
        videoThumbnail
      }
    }
  }
`;

type Changes = Omit<UpdateSpotlightInput, 'id' | 'mainImageFile' | 'videoThumbnailFile' | 'videoFile'>;

interface UpdateCallbacks {
  files?: SpotlightFiles;
  onUpdated?: () => void;
  onInvalid?: (problems: Record<string, string>) => void;
  /** The toast for a success; the spec's 'Spotlight content updated successfully' unless given. */
  successMessage?: string;
}

/**
 * Changes the fields sent of a spotlight: the edit form, and the list's Activate. A failure's toast
 * is the spec's edit-save mapping (section 8); the list reloads, since activating one turns the
 * others off.
 */
export function useUpdateSpotlightMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const updateSpotlight = useCallback(
    async (
      id: string,
      changes: Changes,
      { files = {}, onUpdated, onInvalid, successMessage = SPOTLIGHT_MESSAGES.updated }: UpdateCallbacks = {},
    ): Promise<boolean> => {
      setSaving(true);
      try {
        await sendWithFiles<UpdateSpotlightMutation>(
          environment,
          updateSpotlightMutation,
          { input: { id, ...changes, mainImageFile: null, videoThumbnailFile: null, videoFile: null } },
          {
            'input.mainImageFile': files.mainImageFile,
            'input.videoThumbnailFile': files.videoThumbnailFile,
            'input.videoFile': files.videoFile,
          },
          setProgress,
        );
        showToast(successMessage, 'success');
        onUpdated?.();
        return true;
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(editSaveFailure(error), 'error');
        return false;
      } finally {
        setSaving(false);
        setProgress(null);
      }
    },
    [environment, showToast],
  );

  return { updateSpotlight, saving, progress };
}
