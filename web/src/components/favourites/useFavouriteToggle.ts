import { graphql, useMutation } from 'react-relay';
import type { useFavouriteToggleAddMutation } from '../../__generated__/useFavouriteToggleAddMutation.graphql';
import type { useFavouriteToggleRemoveMutation } from '../../__generated__/useFavouriteToggleRemoveMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../toast/useToast';

export type FavouriteKind = 'brand' | 'collection' | 'product';

const addMutation = graphql`
  mutation useFavouriteToggleAddMutation($kind: FavouriteKind!, $targetId: ID!) {
    addFavourite(kind: $kind, targetId: $targetId) {
      brand {
        id
        isFavourite
      }
      collection {
        id
        isFavourite
      }
      product {
        id
        isFavourite
      }
    }
  }
`;

const removeMutation = graphql`
  mutation useFavouriteToggleRemoveMutation($kind: FavouriteKind!, $targetId: ID!) {
    removeFavourite(kind: $kind, targetId: $targetId) {
      brand {
        id
        isFavourite
      }
      collection {
        id
        isFavourite
      }
      product {
        id
        isFavourite
      }
    }
  }
`;

/** Saves or unsaves a brand, collection or product; the store's isFavourite updates from the answer. */
export function useFavouriteToggle(kind: FavouriteKind, targetId: string) {
  const { showToast } = useToast();
  const [add, adding] = useMutation<useFavouriteToggleAddMutation>(addMutation);
  const [remove, removing] = useMutation<useFavouriteToggleRemoveMutation>(removeMutation);
  const toggle = (saved: boolean) => {
    const commit = saved ? remove : add;
    commit({
      variables: { kind, targetId },
      onCompleted: () => showToast(saved ? 'Removed from favourites' : 'Added to favourites', 'success'),
      onError: (error) => showToast(userFacingMessage(error, 'Failed to update favourites'), 'error'),
    });
  };
  return { toggle, saving: adding || removing };
}
