import { TAILORING_MESSAGES } from '@features/tailors/messages';
import { graphql } from 'react-relay';
import type {
  SaveTailoringInput,
  useSaveTailoringMutation as SaveTailoringMutation,
} from '../../__generated__/useSaveTailoringMutation.graphql';
import { unlessFieldProblems } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { changeFailureMessage } from './brandFailures';

const saveTailoringMutation = graphql`
  mutation useSaveTailoringMutation($input: SaveTailoringInput!) {
    saveTailoring(input: $input) {
      brand {
        id
        ...TailoringCard_brand
      }
    }
  }
`;

interface SaveCallbacks {
  onSaved: () => void;
  onInvalid: (problems: FormProblems) => void;
}

const TEXTS = {
  success: TAILORING_MESSAGES.saved,
  failure: unlessFieldProblems((error) => changeFailureMessage(error, TAILORING_MESSAGES.saveFailed)),
};

/** Enables tailoring for a brand (it joins /tailors and the service forms) or updates its tailor profile. */
export function useSaveTailoringMutation() {
  const { run, busy } = useStudioMutation<SaveTailoringMutation>(saveTailoringMutation, TEXTS);
  const saveTailoring = (input: SaveTailoringInput, { onSaved, onInvalid }: SaveCallbacks) =>
    void run({ input }, { onDone: onSaved, onInvalid });
  return { saveTailoring, saving: busy };
}
