import { SERVICE_MESSAGES } from '@features/products/messages';
import { graphql } from 'react-relay';
import type {
  UpdateServiceInput,
  useUpdateServiceMutation as UpdateServiceMutation,
} from '../../__generated__/useUpdateServiceMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { imageFilesMap } from '../kit/form/imageFilesMap';

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
  onInvalid?: (problems: FormProblems) => void;
}

const TEXTS = { success: SERVICE_MESSAGES.updated, failure: SERVICE_MESSAGES.updateFailed };

/** Saves a service's details; the images kept stay in their order, new files go after them. */
export function useUpdateServiceMutation() {
  const { run, busy } = useStudioMutation<UpdateServiceMutation>(updateServiceMutation, TEXTS);
  const updateService = async (
    input: Omit<UpdateServiceInput, 'imageFiles'>,
    files: readonly File[],
    { onUpdated, onInvalid }: UpdateCallbacks = {},
  ) => {
    await run(
      { input: { ...input, imageFiles: files.map(() => null) } },
      { files: imageFilesMap(files), onDone: onUpdated, onInvalid },
    );
  };
  return { updateService, saving: busy };
}
