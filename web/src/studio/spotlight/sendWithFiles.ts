import type { Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
import { commitUploadMutation, type UploadProgress } from '../kit/uploads';

/**
 * Runs a spotlight mutation: with files as one multipart request whose upload progress is reported
 * (a video can be 50 MB), without as an ordinary Relay mutation.
 */
export function sendWithFiles<TMutation extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: TMutation['variables'],
  files: Record<string, File | null | undefined>,
  onProgress: UploadProgress,
): Promise<TMutation['response']> {
  const attached = Object.fromEntries(
    Object.entries(files).filter((entry): entry is [string, File] => entry[1] instanceof File),
  );
  return Object.keys(attached).length
    ? commitUploadMutation<TMutation>(environment, mutation, variables, attached, onProgress)
    : commitMutationWithFiles<TMutation>(environment, mutation, variables);
}
