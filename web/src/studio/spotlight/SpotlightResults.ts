import { graphql } from 'react-relay';

/** The spotlight list's query: its route starts it (spotlightRoute.ts), SpotlightList reads it. */
export const spotlightResultsQuery = graphql`
  query SpotlightResultsQuery($count: Int!, $search: String) {
    ...SpotlightList_query @arguments(count: $count, search: $search)
  }
`;
