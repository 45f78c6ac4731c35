import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { UserList_query$data } from '../../__generated__/UserList_query.graphql';
import type { UserResultsQuery } from '../../__generated__/UserResultsQuery.graphql';
import { ConnectionList } from '../kit/list/ConnectionList';
import styled from 'styled-components';
import { UserCard } from './UserCard';
import { USERS_PAGE_SIZE } from './usersPaging';
import { userResultsQuery } from './UserResults';

const userListFragment = graphql`
  fragment UserList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "UserFilter" })
  @refetchable(queryName: "UserListPaginationQuery") {
    users(first: $count, after: $cursor, filter: $filter) @connection(key: "UserList_users") {
      totalCount
      edges {
        node {
          id
          ...UserCard_user
        }
      }
    }
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    min-width: 0;
  }
`;

const TEXTS = {
  heading: 'Users',
  nouns: { one: 'user', many: 'users' },
  loadMoreLabel: 'Load more users',
  loadMoreFailed: 'Failed to load more users. Please try again.',
  empty: { title: 'No users yet', message: 'Accounts appear here as people sign up.' },
  noMatches: { title: 'No users match your filters', message: 'Try another name, e-mail address or role.' },
};

interface UserListProps {
  queryRef: PreloadedQuery<UserResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
  /** Whether the viewer may change roles (super admins); others read each role as text. */
  canChangeRoles: boolean;
}

/** The accounts matching the filters, newest first, a page at a time. */
export function UserList({ queryRef, canChangeRoles, ...list }: UserListProps) {
  const query = usePreloadedQuery<UserResultsQuery>(userResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={userListFragment}
      query={query}
      connection={(data: UserList_query$data) => data.users}
      pageSize={USERS_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <Cards>{items}</Cards>}
      renderItem={(user) => <UserCard user={user} canChangeRole={canChangeRoles} />}
    />
  );
}
