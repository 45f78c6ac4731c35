import { graphql } from 'react-relay';
import type { UserList_query$data } from '../../__generated__/UserList_query.graphql';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { UserCard } from './UserCard';
import { userResultsQuery } from './UserResults';
import { USERS_PAGE_SIZE } from './usersPaging';
import { TileGrid } from '../kit/RecordTile';

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

interface UserListProps {
  /** Whether the viewer may change roles (super admins); others read each role as text. */
  canChangeRoles: boolean;
}

/** The accounts matching the filters, newest first, a page at a time. */
export const UserList = connectionListOf({
  query: userResultsQuery,
  fragment: userListFragment,
  connection: (data: UserList_query$data) => data.users,
  pageSize: USERS_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'user', many: 'users' },
    empty: { message: 'Accounts appear here as people sign up.' },
    noMatches: { message: 'Try another name, e-mail address or role.' },
  }),
  container: (items) => <TileGrid $min="22rem">{items}</TileGrid>,
  renderItem: (user, _, { canChangeRoles }: UserListProps) => <UserCard user={user} canChangeRole={canChangeRoles} />,
});
