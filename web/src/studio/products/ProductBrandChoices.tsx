import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type {
  ProductBrandChoicesQuery,
  ProductBrandChoicesQuery$data,
} from '../../__generated__/ProductBrandChoicesQuery.graphql';
import { BrandChoices, type BrandChoicesState } from '../kit/BrandChoices';

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
export type ProductBrandChoicesState = BrandChoicesState<ProductBrandChoice>;

function useProductBrands(fetchKey: string): readonly ProductBrandChoice[] {
  const { productBrandChoices } = useLazyLoadQuery<ProductBrandChoicesQuery>(
    productBrandChoicesQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return productBrandChoices;
}

/**
 * The brands the viewer may put products in (super admins and admins every brand, a brand admin
 * their own), by name, with each brand's currency and whether it is a tailoring brand.
 * The product spec's words for a failed brand list are the portfolio's ('Failed to load brands').
 */
export function ProductBrandChoices({ render }: { render: (state: ProductBrandChoicesState) => ReactNode }) {
  return (
    <BrandChoices useBrands={useProductBrands} failureToast={PORTFOLIO_MESSAGES.loadBrandsFailed} render={render} />
  );
}
