import { HERO_MESSAGES } from '@features/hero/messages';
import { graphql } from 'react-relay';
import type {
  CreateHeroSlideInput,
  useCreateHeroSlideMutation as CreateHeroSlideMutation,
} from '../../__generated__/useCreateHeroSlideMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { createFailureMessage } from './heroFailures';

const createHeroSlideMutation = graphql`
  mutation useCreateHeroSlideMutation($input: CreateHeroSlideInput!) {
    createHeroSlide(input: $input) {
      slide {
        id
        title
      }
    }
  }
`;

interface CreateCallbacks {
  onCreated: (slideId: string) => void;
  onInvalid?: (problems: FormProblems) => void;
}

const TEXTS = { success: HERO_MESSAGES.created, failure: createFailureMessage };

/**
 * Adds a hero slide; the image is an address in the input or a file sent with it (multipart).
 * Success and failure are told in a toast ('Failed to create hero slide: {message}').
 */
export function useCreateHeroSlideMutation() {
  const { run, busy } = useStudioMutation<CreateHeroSlideMutation>(createHeroSlideMutation, TEXTS);
  const createSlide = async (
    input: Omit<CreateHeroSlideInput, 'imageFile'>,
    file: File | null,
    { onCreated, onInvalid }: CreateCallbacks,
  ) => {
    await run(
      { input: { ...input, imageFile: null } },
      {
        files: { 'input.imageFile': file },
        onDone: (response) => onCreated(response.createHeroSlide.slide.id),
        onInvalid,
      },
    );
  };
  return { createSlide, creating: busy };
}
