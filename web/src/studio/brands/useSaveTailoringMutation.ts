import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { TAILORING_MESSAGES } from '@features/tailors/messages';
import type {
  SaveTailoringInput,
  useSaveTailoringMutation as SaveTailoringMutation,
} from '../../__generated__/useSaveTailoringMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
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
  onInvalid: (problems: Record<string, string>) => void;
}

/** Enables tailoring for a brand (it joins /tailors and the service forms) or updates its tailor profile. */
export function useSaveTailoringMutation() {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<SaveTailoringMutation>(saveTailoringMutation);
  const saveTailoring = useCallback(
    (input: SaveTailoringInput, { onSaved, onInvalid }: SaveCallbacks) => {
      commit({
        variables: { input },
        onCompleted: () => {
          showToast(TAILORING_MESSAGES.saved, 'success');
          onSaved();
        },
        onError: (error) => {
          const problems = fieldErrorsOf(error);
          if (Object.keys(problems).length) onInvalid(problems);
          else showToast(changeFailureMessage(error, TAILORING_MESSAGES.saveFailed), 'error');
        },
      });
    },
    [commit, showToast],
  );
  return { saveTailoring, saving };
}
