import { graphql } from 'react-relay';

/** The applications list's query: its route starts it (applicationsRoute.ts), ApplicationList reads it. */
export const applicationResultsQuery = graphql`
  query ApplicationResultsQuery($count: Int!, $filter: ApplicationFilter) {
    ...ApplicationList_query @arguments(count: $count, filter: $filter)
  }
`;
