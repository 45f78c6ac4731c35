import type { GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';

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
  const { run: commit, busy } = useStudioMutation<TMutation>(mutation, {
    success: texts.done,
    failure: userFacing(texts.failed),
  });
  const run = async (variables: TMutation['variables']): Promise<WriteOutcome> => {
    const outcome = await commit(variables);
    return outcome.ok ? { ok: true } : { ok: false, fieldErrors: outcome.problems };
  };
  return { run, busy };
}
