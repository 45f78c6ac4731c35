import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import { useEffect, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PortfolioBrandChoicesQuery } from '../../__generated__/PortfolioBrandChoicesQuery.graphql';
import { useToast } from '../../shell/toast/useToast';
import { QuerySection } from '../kit/QuerySection';

export const portfolioBrandChoicesQuery = graphql`
  query PortfolioBrandChoicesQuery {
    portfolioBrandChoices {
      id
      name
    }
  }
`;

export interface PortfolioBrand {
  id: string;
  name: string;
}

export type PortfolioBrandsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; brands: readonly PortfolioBrand[] };

function LoadedBrands({ fetchKey, render }: { fetchKey: string; render: (state: PortfolioBrandsState) => ReactNode }) {
  const { portfolioBrandChoices } = useLazyLoadQuery<PortfolioBrandChoicesQuery>(
    portfolioBrandChoicesQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return render({ status: 'ready', brands: portfolioBrandChoices });
}

function FailedBrands({ retry, render }: { retry: () => void; render: (state: PortfolioBrandsState) => ReactNode }) {
  const { showToast } = useToast();
  useEffect(() => showToast(PORTFOLIO_MESSAGES.loadBrandsFailed, 'error'), [showToast]);
  return render({ status: 'failed', retry });
}

/**
 * Spec sections 2 and 9: the brands a portfolio piece may belong to — only those in a tailoring
 * category — by name. A failure says 'Failed to load brands'.
 */
export function PortfolioBrandChoices({ render }: { render: (state: PortfolioBrandsState) => ReactNode }) {
  return (
    <QuerySection
      loading={render({ status: 'loading' })}
      error={(_error, retry) => <FailedBrands retry={retry} render={render} />}
    >
      {(fetchKey) => <LoadedBrands fetchKey={fetchKey} render={render} />}
    </QuerySection>
  );
}
