import { FAQ_MESSAGES } from '@features/faqs/messages';
import { graphql } from 'react-relay';
import type {
  UpdateFaqInput,
  useUpdateFaqMutation as UpdateFaqMutation,
} from '../../__generated__/useUpdateFaqMutation.graphql';
import type { FormProblems } from '../kit/useFormProblems';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const updateFaqMutation = graphql`
  mutation useUpdateFaqMutation($input: UpdateFaqInput!) {
    updateFaq(input: $input) {
      faq {
        id
        ...FaqCard_faq
      }
    }
  }
`;

interface UpdateCallbacks {
  onUpdated?: () => void;
  onInvalid?: (problems: FormProblems) => void;
}

/**
 * Changes an FAQ entry: the edit dialog (all fields) and the list's Active switch (isActive alone,
 * shown at once and undone if the server refuses). The toasts are the spec's: activated or
 * deactivated for the switch, 'Failed to update FAQ' when it fails; 'Failed to save FAQ' for the dialog.
 */
export function useUpdateFaqMutation() {
  const { run, busy } = useStudioMutation<UpdateFaqMutation>(updateFaqMutation);
  const updateFaq = (input: UpdateFaqInput, { onUpdated, onInvalid }: UpdateCallbacks = {}) => {
    const toggle = Object.keys(input).every((key) => key === 'id' || key === 'isActive');
    const switched = input.isActive ? FAQ_MESSAGES.activated : FAQ_MESSAGES.deactivated;
    void run(
      { input },
      {
        optimisticUpdater: toggle
          ? (store) => {
              if (input.isActive != null) store.get(input.id)?.setValue(input.isActive, 'isActive');
            }
          : undefined,
        success: toggle ? switched : FAQ_MESSAGES.updated,
        failure: toggle ? FAQ_MESSAGES.updateFailed : FAQ_MESSAGES.saveFailed,
        onDone: onUpdated,
        onInvalid,
      },
    );
  };
  return { updateFaq, saving: busy };
}
