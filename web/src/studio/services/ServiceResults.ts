import { graphql } from 'react-relay';

/** The service list's query: its route starts it (servicesRoute.ts), ServiceList reads it. */
export const serviceResultsQuery = graphql`
  query ServiceResultsQuery($count: Int!, $filter: ManagedServiceFilter) {
    ...ServiceList_query @arguments(count: $count, filter: $filter)
  }
`;
