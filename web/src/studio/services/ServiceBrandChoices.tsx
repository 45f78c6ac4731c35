import { SERVICE_MESSAGES } from '@features/products/messages';
import { useEffect, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ServiceBrandChoicesQuery } from '../../__generated__/ServiceBrandChoicesQuery.graphql';
import { useToast } from '../../shell/toast/useToast';
import { QuerySection } from '../kit/QuerySection';

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
export type TailorBrandsState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; brands: readonly TailorBrand[] };

function LoadedBrands({ fetchKey, render }: { fetchKey: string; render: (state: TailorBrandsState) => ReactNode }) {
  const { serviceBrandChoices } = useLazyLoadQuery<ServiceBrandChoicesQuery>(
    serviceBrandChoicesQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return render({ status: 'ready', brands: serviceBrandChoices });
}

function FailedBrands({ retry, render }: { retry: () => void; render: (state: TailorBrandsState) => ReactNode }) {
  const { showToast } = useToast();
  useEffect(() => showToast(SERVICE_MESSAGES.loadBrandsFailed, 'error'), [showToast]);
  return render({ status: 'failed', retry });
}

/**
 * Spec section 6: the tailor brands a service may be made for (tailoring enabled; every one for a
 * super admin, their own for a brand admin), by name. A failure says 'Failed to load brands'.
 */
export function ServiceBrandChoices({ render }: { render: (state: TailorBrandsState) => ReactNode }) {
  return (
    <QuerySection
      loading={render({ status: 'loading' })}
      error={(_error, retry) => <FailedBrands retry={retry} render={render} />}
    >
      {(fetchKey) => <LoadedBrands fetchKey={fetchKey} render={render} />}
    </QuerySection>
  );
}
