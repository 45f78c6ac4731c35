import { useCallback, useState } from 'react';
import { useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';

/** How a review write ended: done, or refused with the API's field messages (empty when it is not about a field). */
export type WriteOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Runs one review mutation and says in a toast what happened: the success text, or the API's own
 * words (else the fallback). The review comes back in the answer, so the store (and the card) update.
 */
export function useReviewWrite<TMutation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  texts: { done: string; failed: string },
) {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (variables: TMutation['variables']): Promise<WriteOutcome> => {
      setBusy(true);
      try {
        await commitMutationWithFiles<TMutation>(environment, mutation, variables);
        showToast(texts.done, 'success');
        return { ok: true };
      } catch (error) {
        showToast(userFacingMessage(error, texts.failed), 'error');
        return { ok: false, fieldErrors: fieldErrorsOf(error) };
      } finally {
        setBusy(false);
      }
    },
    [environment, mutation, showToast, texts.done, texts.failed],
  );
  return { run, busy };
}
