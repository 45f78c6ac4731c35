import { graphql } from 'react-relay';
import type { useRevokeBrandMutation as RevokeBrandMutation } from '../../__generated__/useRevokeBrandMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';

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
const TEXTS = { failure: userFacing('Failed to remove the brand') };

/** Takes a brand from a user's owned brands; the card's list of brands follows the server's answer. */
export function useRevokeBrandMutation() {
  const { run, busy } = useStudioMutation<RevokeBrandMutation>(revokeBrandMutation, TEXTS);
  const revokeBrand = (
    user: { id: string; email: string },
    brand: { id: string; name: string },
    onRevoked?: () => void,
  ) =>
    void run(
      { input: { userId: user.id, brandId: brand.id } },
      { success: brandRevoked(user.email, brand.name), onDone: onRevoked },
    );
  return { revokeBrand, revoking: busy };
}
