import { commitMutation, type GraphQLTaggedNode } from 'react-relay';
import type { Environment, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { commitUploadMutation, type UploadProgress } from './uploads';

interface CommitOptions<TMutation extends MutationParameters> {
  /** Shown at once and rolled back if the server refuses (only without files: an upload waits for its answer). */
  optimisticUpdater?: SelectorStoreUpdater<TMutation['response']>;
  updater?: SelectorStoreUpdater<TMutation['response']>;
  /** How far the files have gone up (only with files). */
  onProgress?: UploadProgress;
}

/**
 * Runs a mutation and resolves with its answer, or fails with its error. With files (variable paths
 * such as 'input.imageFile' mapped to a file; empty entries are left out) it goes as a GraphQL
 * multipart request; without, as an ordinary Relay mutation. Either way the store is updated.
 */
export function commitMutationWithFiles<TMutation extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: TMutation['variables'],
  files: Record<string, File | null | undefined> = {},
  { optimisticUpdater, updater, onProgress }: CommitOptions<TMutation> = {},
): Promise<TMutation['response']> {
  const attached = Object.fromEntries(
    Object.entries(files).filter((entry): entry is [string, File] => entry[1] instanceof File),
  );
  if (Object.keys(attached).length > 0)
    return commitUploadMutation<TMutation>(environment, mutation, variables, attached, onProgress);
  return new Promise((resolve, reject) => {
    commitMutation<TMutation>(environment, {
      mutation,
      variables,
      optimisticUpdater,
      updater,
      onCompleted: (response, errors) => {
        // Relay's network layer here fails the request on any GraphQL error; this is a safety net.
        if (errors?.length) reject(new Error(errors[0]!.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
