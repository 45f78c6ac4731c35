import { graphql } from 'react-relay';

/** The product list's query: its route starts it (productsRoute.ts), ProductList reads it. */
export const productResultsQuery = graphql`
  query ProductResultsQuery($count: Int!, $filter: ManagedProductFilter) {
    ...ProductList_query @arguments(count: $count, filter: $filter)
  }
`;
