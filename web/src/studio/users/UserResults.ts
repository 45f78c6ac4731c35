import { graphql } from 'react-relay';

/** The users list's query: its route starts it (usersRoute.ts), UserList reads it. */
export const userResultsQuery = graphql`
  query UserResultsQuery($count: Int!, $filter: UserFilter) {
    ...UserList_query @arguments(count: $count, filter: $filter)
  }
`;
