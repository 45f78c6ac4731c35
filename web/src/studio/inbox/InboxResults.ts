import { graphql } from 'react-relay';

/** The inbox list's query: its route starts it (inboxRoute.ts), InboxList reads it. */
export const inboxResultsQuery = graphql`
  query InboxResultsQuery($count: Int!, $filter: InboxFilter) {
    ...InboxList_query @arguments(count: $count, filter: $filter)
  }
`;
