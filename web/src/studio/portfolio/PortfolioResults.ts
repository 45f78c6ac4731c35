import { graphql } from 'react-relay';

/** The portfolio list's query: its route starts it (portfolioRoute.ts), PortfolioList reads it. */
export const portfolioResultsQuery = graphql`
  query PortfolioResultsQuery($count: Int!, $filter: ManagedProductFilter) {
    ...PortfolioList_query @arguments(count: $count, filter: $filter)
  }
`;
