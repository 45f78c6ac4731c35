import { graphql, useLazyLoadQuery } from 'react-relay';
import type { UserResultsQuery } from '../../__generated__/UserResultsQuery.graphql';
import type { UserFilterInput } from './userFilters';
import { UserList } from './UserList';
import { USERS_PAGE_SIZE } from './usersPaging';

const userResultsQuery = graphql`
  query UserResultsQuery($count: Int!, $filter: UserFilter) {
    ...UserList_query @arguments(count: $count, filter: $filter)
  }
`;

interface UserResultsProps {
  filter: UserFilterInput | null;
  /** A new value loads the list afresh (Try Again after a failure). */
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
  canChangeRoles: boolean;
}

/** Loads the first page of accounts for the filters, always from the server. */
export function UserResults({ filter, fetchKey, ...listProps }: UserResultsProps) {
  const data = useLazyLoadQuery<UserResultsQuery>(
    userResultsQuery,
    { count: USERS_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <UserList query={data} {...listProps} />;
}
