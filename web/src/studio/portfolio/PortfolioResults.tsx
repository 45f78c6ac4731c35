import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PortfolioResultsQuery } from '../../__generated__/PortfolioResultsQuery.graphql';
import type { PortfolioFilterInput } from './portfolioFilters';
import { PortfolioList } from './PortfolioList';
import { PORTFOLIO_PAGE_SIZE } from './portfolioPaths';

export const portfolioResultsQuery = graphql`
  query PortfolioResultsQuery($count: Int!, $filter: ManagedProductFilter) {
    ...PortfolioList_query @arguments(count: $count, filter: $filter)
  }
`;

interface PortfolioResultsProps {
  filter: PortfolioFilterInput;
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Loads the first page of portfolio pieces for the filters, always from the server. */
export function PortfolioResults({ filter, fetchKey, ...listProps }: PortfolioResultsProps) {
  const data = useLazyLoadQuery<PortfolioResultsQuery>(
    portfolioResultsQuery,
    { count: PORTFOLIO_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <PortfolioList query={data} {...listProps} />;
}
