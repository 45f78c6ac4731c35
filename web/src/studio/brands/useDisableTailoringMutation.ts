import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { TAILORING_MESSAGES } from '@features/tailors/messages';
import type { useDisableTailoringMutation as DisableTailoringMutation } from '../../__generated__/useDisableTailoringMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
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

/** Disables tailoring: the tailor profile is deleted and the brand leaves /tailors and the service forms. */
export function useDisableTailoringMutation() {
  const { showToast } = useToast();
  const [commit, disabling] = useMutation<DisableTailoringMutation>(disableTailoringMutation);
  const disableTailoring = useCallback(
    (brandId: string, { onDisabled, onFailed }: { onDisabled: () => void; onFailed: () => void }) => {
      commit({
        variables: { input: { brandId } },
        onCompleted: () => {
          showToast(TAILORING_MESSAGES.disabled, 'success');
          onDisabled();
        },
        onError: (error) => {
          showToast(changeFailureMessage(error, TAILORING_MESSAGES.disableFailed), 'error');
          onFailed();
        },
      });
    },
    [commit, showToast],
  );
  return { disableTailoring, disabling };
}
