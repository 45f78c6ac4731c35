import { graphql } from 'react-relay';

/** The leads list's query: its route starts it (leadsRoute.ts), LeadList reads it. */
export const leadResultsQuery = graphql`
  query LeadResultsQuery($count: Int!, $filter: LeadFilter, $orderBy: LeadSort) {
    ...LeadList_query @arguments(count: $count, filter: $filter, orderBy: $orderBy)
  }
`;
