import { FAQ_MESSAGES } from '@features/faqs/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreateFaqInput,
  useCreateFaqMutation as CreateFaqMutation,
} from '../../__generated__/useCreateFaqMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

const createFaqMutation = graphql`
  mutation useCreateFaqMutation($input: CreateFaqInput!) {
    createFaq(input: $input) {
      faq {
        id
        ...FaqCard_faq
      }
    }
  }
`;

interface CreateCallbacks {
  onCreated: () => void;
  /** The API's problems per field (BAD_USER_INPUT), to show beside the fields. */
  onInvalid: (problems: Record<string, string>) => void;
}

/** Adds an FAQ entry; the toast says whether it was saved ('Failed to save FAQ' when not). */
export function useCreateFaqMutation() {
  const { showToast } = useToast();
  const [commit, creating] = useMutation<CreateFaqMutation>(createFaqMutation);
  const createFaq = useCallback(
    (input: CreateFaqInput, { onCreated, onInvalid }: CreateCallbacks) => {
      commit({
        variables: { input },
        onCompleted: () => {
          showToast(FAQ_MESSAGES.created, 'success');
          onCreated();
        },
        onError: (error) => {
          onInvalid(fieldErrorsOf(error));
          showToast(FAQ_MESSAGES.saveFailed, 'error');
        },
      });
    },
    [commit, showToast],
  );
  return { createFaq, creating };
}
