import { graphql } from 'react-relay';

/** The collection list's query: its route starts it (collectionsRoute.ts), CollectionList reads it. */
export const collectionResultsQuery = graphql`
  query CollectionResultsQuery($count: Int!, $filter: CollectionFilter) {
    ...CollectionList_query @arguments(count: $count, filter: $filter)
  }
`;
