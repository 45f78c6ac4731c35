import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { graphql } from 'react-relay';
import type {
  CreateSpotlightInput,
  useCreateSpotlightMutation as CreateSpotlightMutation,
} from '../../__generated__/useCreateSpotlightMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { createFailure } from './spotlightFailures';
import { spotlightFileParts, type SpotlightFiles } from './spotlightFileParts';

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

interface CreateCallbacks {
  onCreated: () => void;
  onInvalid: (problems: FormProblems) => void;
}

const TEXTS = { success: SPOTLIGHT_MESSAGES.created, failure: createFailure };

/** Creates a spotlight, its files sent with it; the toast says how it went (spec section 8). */
export function useCreateSpotlightMutation() {
  const { run, busy, progress } = useStudioMutation<CreateSpotlightMutation>(createSpotlightMutation, TEXTS);
  const createSpotlight = async (
    input: CreateSpotlightInput,
    files: SpotlightFiles,
    { onCreated, onInvalid }: CreateCallbacks,
  ) => {
    await run(
      { input: { ...input, mainImageFile: null, videoThumbnailFile: null, videoFile: null } },
      { files: spotlightFileParts(files), onDone: onCreated, onInvalid },
    );
  };
  return { createSpotlight, creating: busy, progress };
}
