import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRevokeBrandMutation as RevokeBrandMutation } from '../../__generated__/useRevokeBrandMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

const revokeBrandMutation = graphql`
  mutation useRevokeBrandMutation($input: RevokeBrandInput!) {
    revokeBrand(input: $input) {
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

export const brandRevoked = (email: string, brandName: string) =>
  `Brand removed: ${email} no longer manages ${brandName}`;
const REVOKE_FAILED = 'Failed to remove the brand';

/** Takes a brand from a user's owned brands; the card's list of brands follows the server's answer. */
export function useRevokeBrandMutation() {
  const { showToast } = useToast();
  const [commit, revoking] = useMutation<RevokeBrandMutation>(revokeBrandMutation);
  const revokeBrand = useCallback(
    (user: { id: string; email: string }, brand: { id: string; name: string }, onRevoked?: () => void) => {
      commit({
        variables: { input: { userId: user.id, brandId: brand.id } },
        onCompleted: () => {
          showToast(brandRevoked(user.email, brand.name), 'success');
          onRevoked?.();
        },
        onError: (error) => showToast(userFacingMessage(error, REVOKE_FAILED), 'error'),
      });
    },
    [commit, showToast],
  );
  return { revokeBrand, revoking };
}
