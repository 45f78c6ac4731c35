import { graphql } from 'react-relay';

/** The activity feed's query: its route starts it (activityRoute.ts), ActivityFeed reads it. */
export const activityResultsQuery = graphql`
  query ActivityResultsQuery($count: Int!, $filter: AuditFilter) {
    ...ActivityFeed_query @arguments(count: $count, filter: $filter)
  }
`;
