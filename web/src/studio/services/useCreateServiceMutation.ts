import { SERVICE_MESSAGES } from '@features/products/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  CreateServiceInput,
  useCreateServiceMutation as CreateServiceMutation,
} from '../../__generated__/useCreateServiceMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';

const createServiceMutation = graphql`
  mutation useCreateServiceMutation($input: CreateServiceInput!) {
    createService(input: $input) {
      product {
        id
        title
      }
    }
  }
`;

interface CreateCallbacks {
  onCreated: (serviceId: string) => void;
  onInvalid?: (problems: Record<string, string>) => void;
  onFailed?: () => void;
}

/** The files of a mutation as the multipart request maps them: input.imageFiles.0, input.imageFiles.1. */
export const imageFilesMap = (files: readonly File[]) =>
  Object.fromEntries(files.map((file, index) => [`input.imageFiles.${index}`, file]));

/**
 * Creates a service for a tailor brand, its images sent with it. The input carries an idempotency
 * key, so a request sent twice still makes one service.
 */
export function useCreateServiceMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [creating, setCreating] = useState(false);

  const createService = useCallback(
    async (
      input: Omit<CreateServiceInput, 'imageFiles'>,
      files: readonly File[],
      { onCreated, onInvalid, onFailed }: CreateCallbacks,
    ) => {
      setCreating(true);
      try {
        const response = await commitMutationWithFiles<CreateServiceMutation>(
          environment,
          createServiceMutation,
          { input: { ...input, imageFiles: files.map(() => null) } },
          imageFilesMap(files),
        );
        showToast(SERVICE_MESSAGES.created, 'success');
        onCreated(response.createService.product.id);
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(SERVICE_MESSAGES.createFailed, 'error');
        onFailed?.();
      } finally {
        setCreating(false);
      }
    },
    [environment, showToast],
  );

  return { createService, creating };
}
