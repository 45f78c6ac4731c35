import UserResultsQueryNode, { type UserResultsQuery } from '../../__generated__/UserResultsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { toUserFilterInput, userFilters } from './userFilters';
import { USERS_PAGE_SIZE } from './usersPaging';

/** /studio/users: the first page of accounts for the URL's filters. */
export const usersRoute = listRoute<UserResultsQuery>(UserResultsQueryNode, (params) => ({
  count: USERS_PAGE_SIZE,
  filter: toUserFilterInput(userFilters.read(params)),
}));
