import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { graphql } from 'react-relay';
import type {
  UpdateSpotlightInput,
  useUpdateSpotlightMutation as UpdateSpotlightMutation,
} from '../../__generated__/useUpdateSpotlightMutation.graphql';
import { useStudioMutation, type StudioMutationRun } from '../kit/form/useStudioMutation';
import { editSaveFailure } from './spotlightFailures';
import { FILES_SENT_APART, spotlightFileParts, type SpotlightFiles } from './spotlightFileParts';

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

type Changes = Omit<UpdateSpotlightInput, 'id' | keyof typeof FILES_SENT_APART>;

const TEXTS = { success: SPOTLIGHT_MESSAGES.updated, failure: editSaveFailure };

/**
 * Changes the fields sent of a spotlight (with its new `files`): the edit form, and the list's
 * Activate. A failure's toast is the spec's edit-save mapping (section 8).
 */
export function useUpdateSpotlightMutation() {
  const { run, busy, progress } = useStudioMutation<UpdateSpotlightMutation>(updateSpotlightMutation, TEXTS);
  const updateSpotlight = (
    id: string,
    changes: Changes,
    {
      files = {},
      ...options
    }: Omit<StudioMutationRun<UpdateSpotlightMutation>, 'files'> & { files?: SpotlightFiles } = {},
  ) => run({ input: { id, ...changes, ...FILES_SENT_APART } }, { ...options, files: spotlightFileParts(files) });
  return { updateSpotlight, saving: busy, progress };
}
