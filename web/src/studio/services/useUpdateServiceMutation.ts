import { SERVICE_MESSAGES } from '@features/products/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  UpdateServiceInput,
  useUpdateServiceMutation as UpdateServiceMutation,
} from '../../__generated__/useUpdateServiceMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
import { imageFilesMap } from './useCreateServiceMutation';

const updateServiceMutation = graphql`
  mutation useUpdateServiceMutation($input: UpdateServiceInput!) {
    updateService(input: $input) {
      product {
        id
        ...EditServiceForm_product
        ...ServiceRow_product
      }
    }
  }
`;

interface UpdateCallbacks {
  onUpdated?: () => void;
  onInvalid?: (problems: Record<string, string>) => void;
}

/** Saves a service's details; the images kept stay in their order, new files go after them. */
export function useUpdateServiceMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [saving, setSaving] = useState(false);

  const updateService = useCallback(
    async (
      input: Omit<UpdateServiceInput, 'imageFiles'>,
      files: readonly File[],
      { onUpdated, onInvalid }: UpdateCallbacks = {},
    ) => {
      setSaving(true);
      try {
        await commitMutationWithFiles<UpdateServiceMutation>(
          environment,
          updateServiceMutation,
          { input: { ...input, imageFiles: files.map(() => null) } },
          imageFilesMap(files),
        );
        showToast(SERVICE_MESSAGES.updated, 'success');
        onUpdated?.();
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(SERVICE_MESSAGES.updateFailed, 'error');
      } finally {
        setSaving(false);
      }
    },
    [environment, showToast],
  );

  return { updateService, saving };
}
