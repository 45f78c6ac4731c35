import { graphql } from 'react-relay';

/** The brand list's query: its route starts it (brandsRoute.ts), BrandList reads it. */
export const brandResultsQuery = graphql`
  query BrandResultsQuery($count: Int!, $filter: BrandFilter) {
    ...BrandList_query @arguments(count: $count, filter: $filter)
  }
`;
