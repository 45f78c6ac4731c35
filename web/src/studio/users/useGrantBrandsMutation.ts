import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useGrantBrandsMutation as GrantBrandsMutation } from '../../__generated__/useGrantBrandsMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

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
const GRANT_FAILED = 'Failed to add the brand';

/** Adds a brand to a user's owned brands; the card's list of brands follows the server's answer. */
export function useGrantBrandsMutation() {
  const { showToast } = useToast();
  const [commit, granting] = useMutation<GrantBrandsMutation>(grantBrandsMutation);
  const grantBrand = useCallback(
    (user: { id: string; email: string }, brand: { id: string; name: string }, onGranted?: () => void) => {
      commit({
        variables: { input: { userId: user.id, brandIds: [brand.id] } },
        onCompleted: () => {
          showToast(brandGranted(user.email, brand.name), 'success');
          onGranted?.();
        },
        onError: (error) => showToast(userFacingMessage(error, GRANT_FAILED), 'error'),
      });
    },
    [commit, showToast],
  );
  return { grantBrand, granting };
}
