import { graphql } from 'react-relay';

/** The review list's query: its route starts it (reviewsRoute.ts), ReviewList reads it. */
export const reviewResultsQuery = graphql`
  query ReviewResultsQuery($count: Int!, $filter: ManagedReviewFilter) {
    ...ReviewList_query @arguments(count: $count, filter: $filter)
  }
`;
