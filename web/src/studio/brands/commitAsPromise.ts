import { commitMutation, type GraphQLTaggedNode } from 'react-relay';
import type { Environment, MutationParameters } from 'relay-runtime';

/** Runs a Relay mutation and resolves with its answer (the store is updated as usual), or fails with its error. */
export function commitAsPromise<TMutation extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: TMutation['variables'],
): Promise<TMutation['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<TMutation>(environment, {
      mutation,
      variables,
      onCompleted: (response) => resolve(response),
      onError: reject,
    });
  });
}
