import { HERO_MESSAGES } from '@features/hero/messages';
import { graphql } from 'react-relay';
import type {
  UpdateHeroSlideInput,
  useUpdateHeroSlideMutation as UpdateHeroSlideMutation,
} from '../../__generated__/useUpdateHeroSlideMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';

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

type ScalarChanges = Omit<UpdateHeroSlideInput, 'id' | 'imageFile'>;

interface UpdateCallbacks {
  /** A new image file to upload with the change. */
  file?: File | null;
  onUpdated?: () => void;
  onInvalid?: (problems: FormProblems) => void;
  onFailed?: () => void;
}

const TEXTS = { success: HERO_MESSAGES.updated, failure: HERO_MESSAGES.updateFailed };

/**
 * Changes the fields sent of a hero slide: the edit form, and the list's active switch. Without a
 * file the change shows at once and is undone if the server refuses; the toast says which.
 */
export function useUpdateHeroSlideMutation() {
  const { run, busy } = useStudioMutation<UpdateHeroSlideMutation>(updateHeroSlideMutation, TEXTS);
  const updateSlide = async (
    id: string,
    changes: ScalarChanges,
    { file, onUpdated, onInvalid, onFailed }: UpdateCallbacks = {},
  ) => {
    await run(
      { input: { id, ...changes, imageFile: null } },
      {
        files: { 'input.imageFile': file },
        optimisticUpdater: (store) => {
          const record = store.get(id);
          if (!record) return;
          for (const [field, value] of Object.entries(changes))
            if (value !== undefined && field !== 'image') record.setValue(value, field);
        },
        onDone: onUpdated,
        onInvalid,
        onFailed,
      },
    );
  };
  return { updateSlide, saving: busy };
}
