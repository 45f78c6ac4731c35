import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PortfolioBrandChoicesQuery } from '../../__generated__/PortfolioBrandChoicesQuery.graphql';
import { BrandChoices, type BrandChoicesState, type BrandOption } from '../kit/BrandChoices';

export const portfolioBrandChoicesQuery = graphql`
  query PortfolioBrandChoicesQuery {
    portfolioBrandChoices {
      id
      name
    }
  }
`;

export type PortfolioBrand = BrandOption;
export type PortfolioBrandsState = BrandChoicesState<PortfolioBrand>;

function usePortfolioBrands(fetchKey: string): readonly PortfolioBrand[] {
  const { portfolioBrandChoices } = useLazyLoadQuery<PortfolioBrandChoicesQuery>(
    portfolioBrandChoicesQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return portfolioBrandChoices;
}

/**
 * Spec sections 2 and 9: the brands a portfolio piece may belong to — only those in a tailoring
 * category — by name. A failure says 'Failed to load brands'.
 */
export function PortfolioBrandChoices({ render }: { render: (state: PortfolioBrandsState) => ReactNode }) {
  return (
    <BrandChoices useBrands={usePortfolioBrands} failureToast={PORTFOLIO_MESSAGES.loadBrandsFailed} render={render} />
  );
}
