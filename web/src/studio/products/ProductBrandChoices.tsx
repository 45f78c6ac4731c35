import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import { useEffect, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  ProductBrandChoicesQuery,
  ProductBrandChoicesQuery$data,
} from '../../__generated__/ProductBrandChoicesQuery.graphql';
import { useToast } from '../../shell/toast/useToast';
import { QuerySection } from '../kit/QuerySection';

export const productBrandChoicesQuery = graphql`
  query ProductBrandChoicesQuery {
    productBrandChoices {
      id
      name
      currency
      isTailoringBrand
    }
  }
`;

export type ProductBrandChoice = ProductBrandChoicesQuery$data['productBrandChoices'][number];

/** Where the brand choices stand: loading, failed (with a retry), or loaded. */
export type ProductBrandChoicesState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; brands: readonly ProductBrandChoice[] };

type Render = (state: ProductBrandChoicesState) => ReactNode;

function LoadedBrands({ fetchKey, render }: { fetchKey: string; render: Render }) {
  const { productBrandChoices } = useLazyLoadQuery<ProductBrandChoicesQuery>(
    productBrandChoicesQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return render({ status: 'ready', brands: productBrandChoices });
}

function FailedBrands({ retry, render }: { retry: () => void; render: Render }) {
  const { showToast } = useToast();
  // The product spec's words for a failed brand list are the portfolio's ('Failed to load brands').
  useEffect(() => showToast(PORTFOLIO_MESSAGES.loadBrandsFailed, 'error'), [showToast]);
  return render({ status: 'failed', retry });
}

/**
 * The brands the viewer may put products in (super admins and admins every brand, a brand admin
 * their own), by name, with each brand's currency and whether it is a tailoring brand.
 */
export function ProductBrandChoices({ render }: { render: Render }) {
  return (
    <QuerySection
      loading={render({ status: 'loading' })}
      error={(_error, retry) => <FailedBrands retry={retry} render={render} />}
    >
      {(fetchKey) => <LoadedBrands fetchKey={fetchKey} render={render} />}
    </QuerySection>
  );
}
