import { BRAND_MESSAGES } from '@features/brands/messages';
import { graphql } from 'react-relay';
import type { useUpdateBrandMutation as UpdateBrandMutation } from '../../__generated__/useUpdateBrandMutation.graphql';
import { unlessFieldProblems } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
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
  onInvalid: (problems: FormProblems) => void;
}

const TEXTS = {
  success: ({ updateBrand: { nameChanged, brand } }: UpdateBrandMutation['response']) =>
    nameChanged ? BRAND_MESSAGES.updatedWithNewName(brand.name) : BRAND_MESSAGES.updated,
  failure: unlessFieldProblems(updateFailureMessage),
};

/**
 * Saves the changed fields of a brand. The toast says so, naming the new name when it changed
 * (its collections, products and reviews show it too); a refusal shows the server's words or
 * 'Failed to update brand (status)'.
 */
export function useUpdateBrandMutation() {
  const { run, busy } = useStudioMutation<UpdateBrandMutation>(updateBrandMutation, TEXTS);
  const updateBrand = (brandId: string, changes: BrandChanges, { onSaved, onInvalid }: UpdateCallbacks) =>
    void run({ input: { id: brandId, ...changes } }, { onDone: onSaved, onInvalid });
  return { updateBrand, saving: busy };
}
