import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { UserList_query$key } from '../../__generated__/UserList_query.graphql';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { PagedResults } from '../kit/PagedResults';
import { UserCard } from './UserCard';
import { USERS_PAGE_SIZE } from './usersPaging';

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

interface UserListProps {
  query: UserList_query$key;
  /** Whether filters narrow the list (which empty state to show). */
  filtered: boolean;
  onResetFilters: () => void;
  /** Whether the viewer may change roles (super admins); others read each role as text. */
  canChangeRoles: boolean;
}

/** The accounts matching the filters, newest first, a page at a time. */
export function UserList({ query, filtered, onResetFilters, canChangeRoles }: UserListProps) {
  const pagination = usePaginationFragment(userListFragment, query);
  const { items: users, paging } = usePagedConnection(
    pagination.data.users,
    pagination,
    USERS_PAGE_SIZE,
    'Failed to load more users. Please try again.',
  );

  return (
    <PagedResults
      heading="Users"
      shown={users.length}
      paging={paging}
      nouns={{ one: 'user', many: 'users' }}
      loadMoreLabel="Load more users"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{ title: 'No users yet', message: 'Accounts appear here as people sign up.' }}
      noMatches={{ title: 'No users match your filters', message: 'Try another name, e-mail address or role.' }}
    >
      <Cards>
        {users.map((user) => (
          <li key={user.id}>
            <UserCard user={user} canChangeRole={canChangeRoles} />
          </li>
        ))}
      </Cards>
    </PagedResults>
  );
}
