import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useEffect, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CollectionBrandChoicesQuery } from '../../__generated__/CollectionBrandChoicesQuery.graphql';
import { useToast } from '../../shell/toast/useToast';
import { QuerySection } from '../kit/QuerySection';
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

export interface BrandChoice {
  id: string;
  name: string;
}

/** Where the brand choices stand: loading, failed (with a retry), or loaded. */
export type BrandChoicesState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; brands: readonly BrandChoice[] };

function LoadedBrands({ fetchKey, render }: { fetchKey: string; render: (state: BrandChoicesState) => ReactNode }) {
  const { managedBrands } = useLazyLoadQuery<CollectionBrandChoicesQuery>(
    collectionBrandChoicesQuery,
    { count: BRAND_CHOICES },
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return render({ status: 'ready', brands: managedBrands.edges.map((edge) => edge.node) });
}

function FailedBrands({ retry, render }: { retry: () => void; render: (state: BrandChoicesState) => ReactNode }) {
  const { showToast } = useToast();
  useEffect(() => showToast(COLLECTION_MESSAGES.loadBrandsFailed, 'error'), [showToast]);
  return render({ status: 'failed', retry });
}

/**
 * The brands the viewer may put a collection in (all for admins, their own for a brand admin, by
 * name, up to 100), for the brand selects. A failure says 'Failed to load brands' in a toast.
 */
export function CollectionBrandChoices({ render }: { render: (state: BrandChoicesState) => ReactNode }) {
  return (
    <QuerySection
      loading={render({ status: 'loading' })}
      error={(_error, retry) => <FailedBrands retry={retry} render={render} />}
    >
      {(fetchKey) => <LoadedBrands fetchKey={fetchKey} render={render} />}
    </QuerySection>
  );
}
