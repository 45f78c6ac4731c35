import { SERVICE_MESSAGES } from '@features/products/messages';
import { graphql } from 'react-relay';
import type {
  CreateServiceInput,
  useCreateServiceMutation as CreateServiceMutation,
} from '../../__generated__/useCreateServiceMutation.graphql';
import { imageFilesMap } from '../kit/form/imageFilesMap';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';

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
  onInvalid?: (problems: FormProblems) => void;
  onFailed?: () => void;
}

const TEXTS = { success: SERVICE_MESSAGES.created, failure: SERVICE_MESSAGES.createFailed };

/**
 * Creates a service for a tailor brand, its images sent with it. The input carries an idempotency
 * key, so a request sent twice still makes one service.
 */
export function useCreateServiceMutation() {
  const { run, busy } = useStudioMutation<CreateServiceMutation>(createServiceMutation, TEXTS);
  const createService = async (
    input: Omit<CreateServiceInput, 'imageFiles'>,
    files: readonly File[],
    { onCreated, onInvalid, onFailed }: CreateCallbacks,
  ) => {
    await run(
      { input: { ...input, imageFiles: files.map(() => null) } },
      {
        files: imageFilesMap(files),
        onDone: (response) => onCreated(response.createService.product.id),
        onInvalid,
        onFailed,
      },
    );
  };
  return { createService, creating: busy };
}
