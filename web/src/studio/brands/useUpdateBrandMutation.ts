import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { BRAND_MESSAGES } from '@features/brands/messages';
import type { useUpdateBrandMutation as UpdateBrandMutation } from '../../__generated__/useUpdateBrandMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import type { BrandChanges } from './brandForm';
import { updateFailureMessage } from './brandFailures';

const updateBrandMutation = graphql`
  mutation useUpdateBrandMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      nameChanged
      brand {
        id
        name
        ...BrandEditor_brand
        ...TailoringCard_brand
      }
    }
  }
`;

interface UpdateCallbacks {
  onSaved: () => void;
  /** The server refused fields (the same rules the form checks). */
  onInvalid: (problems: Record<string, string>) => void;
}

/**
 * Saves the changed fields of a brand. The toast says so, naming the new name when it changed
 * (its collections, products and reviews show it too); a refusal shows the server's words or
 * 'Failed to update brand (status)'.
 */
export function useUpdateBrandMutation() {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<UpdateBrandMutation>(updateBrandMutation);
  const updateBrand = useCallback(
    (brandId: string, changes: BrandChanges, { onSaved, onInvalid }: UpdateCallbacks) => {
      commit({
        variables: { input: { id: brandId, ...changes } },
        onCompleted: ({ updateBrand: { nameChanged, brand } }) => {
          showToast(nameChanged ? BRAND_MESSAGES.updatedWithNewName(brand.name) : BRAND_MESSAGES.updated, 'success');
          onSaved();
        },
        onError: (error) => {
          const problems = fieldErrorsOf(error);
          if (Object.keys(problems).length) onInvalid(problems);
          else showToast(updateFailureMessage(error), 'error');
        },
      });
    },
    [commit, showToast],
  );
  return { updateBrand, saving };
}
