import { FAQ_MESSAGES } from '@features/faqs/messages';
import { graphql } from 'react-relay';
import type {
  CreateFaqInput,
  useCreateFaqMutation as CreateFaqMutation,
} from '../../__generated__/useCreateFaqMutation.graphql';
import type { FormProblems } from '../kit/useFormProblems';
import { useStudioMutation } from '../kit/form/useStudioMutation';

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

const TEXTS = { success: FAQ_MESSAGES.created, failure: FAQ_MESSAGES.saveFailed };

/** Adds an FAQ entry; the toast says whether it was saved ('Failed to save FAQ' when not). */
export function useCreateFaqMutation() {
  const { run, busy } = useStudioMutation<CreateFaqMutation>(createFaqMutation, TEXTS);
  const createFaq = (
    input: CreateFaqInput,
    callbacks: { onCreated: () => void; onInvalid: (problems: FormProblems) => void },
  ) => void run({ input }, { onDone: callbacks.onCreated, onInvalid: callbacks.onInvalid });
  return { createFaq, creating: busy };
}
