import { graphql } from 'react-relay';
import type { useGrantBrandsMutation as GrantBrandsMutation } from '../../__generated__/useGrantBrandsMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';

const grantBrandsMutation = graphql`
  mutation useGrantBrandsMutation($input: GrantBrandsInput!) {
    grantBrands(input: $input) {
      user {
        id
        ownedBrands {
          id
          name
        }
      }
    }
  }
`;

export const brandGranted = (email: string, brandName: string) => `Brand added: ${email} now manages ${brandName}`;
const TEXTS = { failure: userFacing('Failed to add the brand') };

/** Adds a brand to a user's owned brands; the card's list of brands follows the server's answer. */
export function useGrantBrandsMutation() {
  const { run, busy } = useStudioMutation<GrantBrandsMutation>(grantBrandsMutation, TEXTS);
  const grantBrand = (
    user: { id: string; email: string },
    brand: { id: string; name: string },
    onGranted?: () => void,
  ) =>
    void run(
      { input: { userId: user.id, brandIds: [brand.id] } },
      { success: brandGranted(user.email, brand.name), onDone: onGranted },
    );
  return { grantBrand, granting: busy };
}
