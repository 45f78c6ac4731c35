import { TAILORING_MESSAGES } from '@features/tailors/messages';
import { graphql } from 'react-relay';
import type { useDisableTailoringMutation as DisableTailoringMutation } from '../../__generated__/useDisableTailoringMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { changeFailureMessage } from './brandFailures';

const disableTailoringMutation = graphql`
  mutation useDisableTailoringMutation($input: DisableTailoringInput!) {
    disableTailoring(input: $input) {
      brand {
        id
        ...TailoringCard_brand
      }
    }
  }
`;

const TEXTS = {
  success: TAILORING_MESSAGES.disabled,
  failure: (error: unknown) => changeFailureMessage(error, TAILORING_MESSAGES.disableFailed),
};

/** Disables tailoring: the tailor profile is deleted and the brand leaves /tailors and the service forms. */
export function useDisableTailoringMutation() {
  const { run, busy } = useStudioMutation<DisableTailoringMutation>(disableTailoringMutation, TEXTS);
  const disableTailoring = (brandId: string, callbacks: { onDisabled: () => void; onFailed: () => void }) =>
    void run({ input: { brandId } }, { onDone: callbacks.onDisabled, onFailed: callbacks.onFailed });
  return { disableTailoring, disabling: busy };
}
