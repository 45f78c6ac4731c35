import { FAQ_MESSAGES } from '@features/faqs/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateFaqInput,
  useUpdateFaqMutation as UpdateFaqMutation,
} from '../../__generated__/useUpdateFaqMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

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
  /** The API's problems per field (BAD_USER_INPUT), to show beside the fields. */
  onInvalid?: (problems: Record<string, string>) => void;
}

/**
 * Changes an FAQ entry: the edit dialog (all fields) and the list's Active switch (isActive alone,
 * shown at once and undone if the server refuses). The toasts are the spec's: activated or
 * deactivated for the switch, 'Failed to update FAQ' when it fails; 'Failed to save FAQ' for the dialog.
 */
export function useUpdateFaqMutation() {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<UpdateFaqMutation>(updateFaqMutation);

  const updateFaq = useCallback(
    (input: UpdateFaqInput, { onUpdated, onInvalid }: UpdateCallbacks = {}) => {
      const toggle = Object.keys(input).every((key) => key === 'id' || key === 'isActive');
      commit({
        variables: { input },
        optimisticUpdater: toggle
          ? (store) => {
              if (input.isActive != null) store.get(input.id)?.setValue(input.isActive, 'isActive');
            }
          : undefined,
        onCompleted: () => {
          const done = toggle
            ? input.isActive
              ? FAQ_MESSAGES.activated
              : FAQ_MESSAGES.deactivated
            : FAQ_MESSAGES.updated;
          showToast(done, 'success');
          onUpdated?.();
        },
        onError: (error) => {
          onInvalid?.(fieldErrorsOf(error));
          showToast(toggle ? FAQ_MESSAGES.updateFailed : FAQ_MESSAGES.saveFailed, 'error');
        },
      });
    },
    [commit, showToast],
  );

  return { updateFaq, saving };
}
