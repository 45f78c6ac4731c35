import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ManagedBrandChoicesQuery } from '../../__generated__/ManagedBrandChoicesQuery.graphql';
import { BrandChoices, type BrandChoicesState, type BrandOption } from './BrandChoices';

// The brands whose products the viewer manages are the brands whose reviews and inbox they manage
// too (the same permission, the same scope).
export const managedBrandChoicesQuery = graphql`
  query ManagedBrandChoicesQuery {
    productBrandChoices {
      id
      name
    }
  }
`;

function useManagedBrands(fetchKey: string): readonly BrandOption[] {
  const { productBrandChoices } = useLazyLoadQuery<ManagedBrandChoicesQuery>(
    managedBrandChoicesQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return productBrandChoices;
}

/**
 * The brands the viewer manages (every brand for super admins and admins, their own for a brand
 * admin), by name, for a brand filter (the select itself says when they fail to load).
 */
export function ManagedBrandChoices({ render }: { render: (state: BrandChoicesState) => ReactNode }) {
  return <BrandChoices useBrands={useManagedBrands} render={render} />;
}
