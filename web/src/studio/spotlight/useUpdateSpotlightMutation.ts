import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { graphql } from 'react-relay';
import type {
  UpdateSpotlightInput,
  useUpdateSpotlightMutation as UpdateSpotlightMutation,
} from '../../__generated__/useUpdateSpotlightMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { editSaveFailure } from './spotlightFailures';
import { spotlightFileParts, type SpotlightFiles } from './spotlightFileParts';

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
  onInvalid?: (problems: FormProblems) => void;
  /** The toast for a success; the spec's 'Spotlight content updated successfully' unless given. */
  successMessage?: string;
}

const TEXTS = { success: SPOTLIGHT_MESSAGES.updated, failure: editSaveFailure };

/**
 * Changes the fields sent of a spotlight: the edit form, and the list's Activate. A failure's toast
 * is the spec's edit-save mapping (section 8); the list reloads, since activating one turns the
 * others off.
 */
export function useUpdateSpotlightMutation() {
  const { run, busy, progress } = useStudioMutation<UpdateSpotlightMutation>(updateSpotlightMutation, TEXTS);
  const updateSpotlight = async (
    id: string,
    changes: Changes,
    { files = {}, onUpdated, onInvalid, successMessage = SPOTLIGHT_MESSAGES.updated }: UpdateCallbacks = {},
  ): Promise<boolean> => {
    const outcome = await run(
      { input: { id, ...changes, mainImageFile: null, videoThumbnailFile: null, videoFile: null } },
      { files: spotlightFileParts(files), success: successMessage, onDone: onUpdated, onInvalid },
    );
    return outcome.ok;
  };
  return { updateSpotlight, saving: busy, progress };
}
