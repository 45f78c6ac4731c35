import { SERVICE_MESSAGES } from '@features/products/messages';
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ServiceBrandChoicesQuery } from '../../__generated__/ServiceBrandChoicesQuery.graphql';
import { BrandChoices, type BrandChoicesState } from '../kit/BrandChoices';

export const serviceBrandChoicesQuery = graphql`
  query ServiceBrandChoicesQuery {
    serviceBrandChoices {
      id
      name
      currency
    }
  }
`;

export interface TailorBrand {
  id: string;
  name: string;
  currency: string;
}

/** Where the tailor brands stand: loading, failed (with a retry), or loaded. */
export type TailorBrandsState = BrandChoicesState<TailorBrand>;

function useTailorBrands(fetchKey: string): readonly TailorBrand[] {
  const { serviceBrandChoices } = useLazyLoadQuery<ServiceBrandChoicesQuery>(
    serviceBrandChoicesQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return serviceBrandChoices;
}

/**
 * Spec section 6: the tailor brands a service may be made for (tailoring enabled; every one for a
 * super admin, their own for a brand admin), by name. A failure says 'Failed to load brands'.
 */
export function ServiceBrandChoices({ render }: { render: (state: TailorBrandsState) => ReactNode }) {
  return <BrandChoices useBrands={useTailorBrands} failureToast={SERVICE_MESSAGES.loadBrandsFailed} render={render} />;
}
