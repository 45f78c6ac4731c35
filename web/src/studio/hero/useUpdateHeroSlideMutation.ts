import { HERO_MESSAGES } from '@features/hero/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  UpdateHeroSlideInput,
  useUpdateHeroSlideMutation as UpdateHeroSlideMutation,
} from '../../__generated__/useUpdateHeroSlideMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';

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
  /** The API's problems per field (BAD_USER_INPUT), to show beside the fields. */
  onInvalid?: (problems: Record<string, string>) => void;
  onFailed?: () => void;
}

/**
 * Changes the fields sent of a hero slide: the edit form, and the list's active switch. Without a
 * file the change shows at once and is undone if the server refuses; the toast says which.
 */
export function useUpdateHeroSlideMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [saving, setSaving] = useState(false);

  const updateSlide = useCallback(
    async (id: string, changes: ScalarChanges, { file, onUpdated, onInvalid, onFailed }: UpdateCallbacks = {}) => {
      setSaving(true);
      try {
        await commitMutationWithFiles<UpdateHeroSlideMutation>(
          environment,
          updateHeroSlideMutation,
          { input: { id, ...changes, imageFile: null } },
          { 'input.imageFile': file },
          {
            optimisticUpdater: (store) => {
              const record = store.get(id);
              if (!record) return;
              for (const [field, value] of Object.entries(changes))
                if (value !== undefined && field !== 'image') record.setValue(value, field);
            },
          },
        );
        showToast(HERO_MESSAGES.updated, 'success');
        onUpdated?.();
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(HERO_MESSAGES.updateFailed, 'error');
        onFailed?.();
      } finally {
        setSaving(false);
      }
    },
    [environment, showToast],
  );

  return { updateSlide, saving };
}
