import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { BRAND_MESSAGES } from '@features/brands/messages';
import type {
  CreateBrandInput,
  useCreateBrandMutation as CreateBrandMutation,
} from '../../__generated__/useCreateBrandMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
import { commitUploadMutation } from '../kit/uploads';
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
  onInvalid: (problems: Record<string, string>) => void;
  onFailed?: () => void;
}

/**
 * Creates a brand with its main image, sent as a multipart request. On success: 'Brand created
 * successfully!'. An ended session says so and reloads the page after 2 seconds; other refusals
 * show the spec's texts (no permission, network, 'Failed to create brand').
 */
export function useCreateBrandMutation() {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const { sessionExpired } = useSessionExpired();
  const [creating, setCreating] = useState(false);

  const createBrand = useCallback(
    async (
      input: Omit<CreateBrandInput, 'imageFile'>,
      image: File,
      { onCreated, onInvalid, onFailed }: CreateCallbacks,
    ) => {
      setCreating(true);
      try {
        const data = await commitUploadMutation<CreateBrandMutation>(
          environment,
          createBrandMutation,
          { input: { ...input, imageFile: null } },
          { 'input.imageFile': image },
        );
        showToast(BRAND_MESSAGES.created, 'success');
        await onCreated(data.createBrand.brand.id);
      } catch (error) {
        const failure = createFailure(error);
        if (failure.kind === 'sessionExpired') sessionExpired(failure.message);
        else if (failure.kind === 'invalid') onInvalid(failure.problems);
        else showToast(failure.message, 'error');
        onFailed?.();
      } finally {
        setCreating(false);
      }
    },
    [environment, sessionExpired, showToast],
  );

  return { createBrand, creating };
}
