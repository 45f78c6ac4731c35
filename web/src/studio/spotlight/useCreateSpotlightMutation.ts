import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  CreateSpotlightInput,
  useCreateSpotlightMutation as CreateSpotlightMutation,
} from '../../__generated__/useCreateSpotlightMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { sendWithFiles } from './sendWithFiles';
import { createFailure } from './spotlightFailures';

const createSpotlightMutation = graphql`
  mutation useCreateSpotlightMutation($input: CreateSpotlightInput!) {
    createSpotlight(input: $input) {
      spotlight {
        id
        title
        isActive
      }
    }
  }
`;

export interface SpotlightFiles {
  mainImageFile?: File | null;
  videoThumbnailFile?: File | null;
  videoFile?: File | null;
}

interface CreateCallbacks {
  onCreated: () => void;
  /** The API's problems per field (BAD_USER_INPUT), to show beside the fields. */
  onInvalid: (problems: Record<string, string>) => void;
}

/** Creates a spotlight, its files sent with it; the toast says how it went (spec section 8). */
export function useCreateSpotlightMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [creating, setCreating] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const createSpotlight = useCallback(
    async (input: CreateSpotlightInput, files: SpotlightFiles, { onCreated, onInvalid }: CreateCallbacks) => {
      setCreating(true);
      try {
        await sendWithFiles<CreateSpotlightMutation>(
          environment,
          createSpotlightMutation,
          { input: { ...input, mainImageFile: null, videoThumbnailFile: null, videoFile: null } },
          {
            'input.mainImageFile': files.mainImageFile,
            'input.videoThumbnailFile': files.videoThumbnailFile,
            'input.videoFile': files.videoFile,
          },
          setProgress,
        );
        showToast(SPOTLIGHT_MESSAGES.created, 'success');
        onCreated();
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid(problems);
        showToast(createFailure(error), 'error');
      } finally {
        setCreating(false);
        setProgress(null);
      }
    },
    [environment, showToast],
  );

  return { createSpotlight, creating, progress };
}
