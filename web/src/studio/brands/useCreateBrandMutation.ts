import { BRAND_MESSAGES } from '@features/brands/messages';
import { graphql } from 'react-relay';
import type {
  CreateBrandInput,
  useCreateBrandMutation as CreateBrandMutation,
} from '../../__generated__/useCreateBrandMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { createFailure } from './brandFailures';
import { useSessionExpired } from './useSessionExpired';

const createBrandMutation = graphql`
  mutation useCreateBrandMutation($input: CreateBrandInput!) {
    createBrand(input: $input) {
      brand {
        id
        name
      }
    }
  }
`;

interface CreateCallbacks {
  /** The new brand's global id, once the toast has said so. */
  onCreated: (brandId: string) => void | Promise<void>;
  /** The server refused fields (the same rules the form checks). */
  onInvalid: (problems: FormProblems) => void;
  onFailed?: () => void;
}

const TEXTS = {
  success: BRAND_MESSAGES.created,
  failure: (error: unknown) => {
    const failure = createFailure(error);
    return failure.kind === 'other' ? failure.message : null;
  },
};

/**
 * Creates a brand with its main image, sent as a multipart request. On success: 'Brand created
 * successfully!'. An ended session says so and reloads the page after 2 seconds; other refusals
 * show the spec's texts (no permission, network, 'Failed to create brand').
 */
export function useCreateBrandMutation() {
  const { sessionExpired } = useSessionExpired();
  const { run, busy } = useStudioMutation<CreateBrandMutation>(createBrandMutation, TEXTS);
  const createBrand = async (
    input: Omit<CreateBrandInput, 'imageFile'>,
    image: File,
    { onCreated, onInvalid, onFailed }: CreateCallbacks,
  ) => {
    await run(
      { input: { ...input, imageFile: null } },
      {
        files: { 'input.imageFile': image },
        onDone: (response) => onCreated(response.createBrand.brand.id),
        onInvalid,
        onFailed: (error) => {
          const failure = createFailure(error);
          if (failure.kind === 'sessionExpired') sessionExpired(failure.message);
          onFailed?.();
        },
      },
    );
  };
  return { createBrand, creating: busy };
}
