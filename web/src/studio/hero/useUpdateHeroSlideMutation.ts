import { HERO_MESSAGES } from '@features/hero/messages';
import { graphql } from 'react-relay';
import type {
  UpdateHeroSlideInput,
  useUpdateHeroSlideMutation as UpdateHeroSlideMutation,
} from '../../__generated__/useUpdateHeroSlideMutation.graphql';
import { useStudioMutation, type StudioMutationRun } from '../kit/form/useStudioMutation';

const updateHeroSlideMutation = graphql`
  mutation useUpdateHeroSlideMutation($input: UpdateHeroSlideInput!) {
    updateHeroSlide(input: $input) {
      slide {
        id
        image
        title
        subtitle
        link
        heroTitle
        isEditorial
        displayOrder
        isActive
      }
    }
  }
`;

const TEXTS = { success: HERO_MESSAGES.updated, failure: HERO_MESSAGES.updateFailed };

/**
 * Changes the fields sent of a hero slide (with a new image `file`, if any): the edit form, and the
 * list's active switch. The change shows at once and is undone if the server refuses; the toast
 * says which.
 */
export function useUpdateHeroSlideMutation() {
  const { run, busy } = useStudioMutation<UpdateHeroSlideMutation>(updateHeroSlideMutation, TEXTS);
  const updateSlide = (
    id: string,
    changes: Omit<UpdateHeroSlideInput, 'id' | 'imageFile'>,
    { file, ...options }: StudioMutationRun<UpdateHeroSlideMutation> & { file?: File | null } = {},
  ) =>
    run(
      { input: { id, ...changes, imageFile: null } },
      {
        ...options,
        files: { 'input.imageFile': file },
        optimisticUpdater: (store) => {
          const record = store.get(id);
          if (!record) return;
          for (const [field, value] of Object.entries(changes))
            if (value !== undefined && field !== 'image') record.setValue(value, field);
        },
      },
    );
  return { updateSlide, saving: busy };
}
