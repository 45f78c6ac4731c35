import { HERO_MESSAGES } from '@features/hero/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  CreateHeroSlideInput,
  useCreateHeroSlideMutation as CreateHeroSlideMutation,
} from '../../__generated__/useCreateHeroSlideMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
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
  /** The API's problems per field (BAD_USER_INPUT), to show beside the fields. */
  onInvalid?: (problems: Record<string, string>) => void;
}

/**
 * Adds a hero slide; the image is an address in the input or a file sent with it (multipart).
 * Success and failure are told in a toast ('Failed to create hero slide: {message}').
 */
export function useCreateHeroSlideMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [creating, setCreating] = useState(false);

  const createSlide = useCallback(
    async (
      input: Omit<CreateHeroSlideInput, 'imageFile'>,
      file: File | null,
      { onCreated, onInvalid }: CreateCallbacks,
    ) => {
      setCreating(true);
      try {
        const response = await commitMutationWithFiles<CreateHeroSlideMutation>(
          environment,
          createHeroSlideMutation,
          { input: { ...input, imageFile: null } },
          { 'input.imageFile': file },
        );
        showToast(HERO_MESSAGES.created, 'success');
        onCreated(response.createHeroSlide.slide.id);
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(createFailureMessage(error), 'error');
      } finally {
        setCreating(false);
      }
    },
    [environment, showToast],
  );

  return { createSlide, creating };
}
