import { COLLECTION_MESSAGES } from '@features/collections/messages';
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CollectionBrandChoicesQuery } from '../../__generated__/CollectionBrandChoicesQuery.graphql';
import { BrandChoices, type BrandChoicesState as KitBrandChoicesState, type BrandOption } from '../kit/BrandChoices';
import { BRAND_CHOICES } from './collectionsPaging';

export const collectionBrandChoicesQuery = graphql`
  query CollectionBrandChoicesQuery($count: Int!) {
    managedBrands(first: $count) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

export type BrandChoice = BrandOption;
export type BrandChoicesState = KitBrandChoicesState<BrandChoice>;

function useCollectionBrands(fetchKey: string): readonly BrandChoice[] {
  const { managedBrands } = useLazyLoadQuery<CollectionBrandChoicesQuery>(
    collectionBrandChoicesQuery,
    { count: BRAND_CHOICES },
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return managedBrands.edges.map((edge) => edge.node);
}

/**
 * The brands the viewer may put a collection in (all for admins, their own for a brand admin, by
 * name, up to 100), for the brand selects. A failure says 'Failed to load brands' in a toast.
 */
export function CollectionBrandChoices({ render }: { render: (state: BrandChoicesState) => ReactNode }) {
  return (
    <BrandChoices useBrands={useCollectionBrands} failureToast={COLLECTION_MESSAGES.loadBrandsFailed} render={render} />
  );
}
